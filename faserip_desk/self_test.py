"""`faserip-desk --self-test`: start the whole app without a screen and check it works.

Meant for the standalone app (packaging/) as much as for an installed copy: it finds the
bundled data, loads the library and the rules reference, opens the demo setup in the real
main window (offscreen unless ``QT_QPA_PLATFORM`` names another platform), renders the map
and every dock, resolves one attack with seeded dice through the game's own events, prints
a PDF with the bundled fonts, and prints one line per check. Exit status 0 when every check
passes, 1 at the first that fails (the line says which and why).

The user's settings, autosave and library are never touched: the test runs with temporary
folders in their place.
"""

from __future__ import annotations

import contextlib
import io
import os
import platform
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from faserip_desk.self_test_checks import (
    CheckFailedError,
    SilentPrompts,
    condition_names,
    marks,
    photo_formats,
    remove_tree,
    rendered,
)

#: The attack the self-test resolves in the demo setup: Luke Cage is placed (an override)
#: next to Sabretooth, then attacks with seeded dice. Seed 5 gives a Yellow Slam, so the
#: target's Endurance FEAT is rolled too.
ATTACKER, TARGET, ATTACKER_SQUARE, ATTACK = "Luke Cage", "Sabretooth", "O3", "brawling"
DICE_SEED = 5
WAIT_SECONDS = 20.0
#: Qt's offscreen platform says this when a window is shown; it means nothing here.
HARMLESS_QT_MESSAGES = {"This plugin does not support propagateSizeHints()"}


class SelfTest:
    """Runs the checks in order, printing one line for each; stops at the first failure."""

    def __init__(self, out: Any = None) -> None:
        self.out = out or sys.stdout
        self.ok_mark, self.bad_mark = marks(self.out)
        self.passed = 0
        self.failed: str | None = None
        self.qt_messages: list[str] = []
        self.slot_errors: list[BaseException] = []
        self.app: Any = None
        self.window: Any = None
        self.library: Any = None
        self.attack_line = ""
        self.temp = Path(tempfile.mkdtemp(prefix="faserip-desk-self-test-"))

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def check(self, name: str, fn: Callable[[], str]) -> bool:
        """Run one check: ✓ and its detail, or ✗ and the reason (then no further checks)."""
        if self.failed is not None:
            return False
        self.slot_errors.clear()
        try:
            detail = fn()
            if self.slot_errors:
                raise self.slot_errors[0]
        except Exception as exc:  # any failure is reported, never a traceback alone
            reason = str(exc).strip() or type(exc).__name__
            if not isinstance(exc, CheckFailedError):
                reason = f"{type(exc).__name__}: {reason}"
                where = traceback.extract_tb(exc.__traceback__)[-1]
                reason += f" ({Path(where.filename).name}:{where.lineno})"
            self.say(f"  {self.bad_mark} {name}: {reason}")
            self.failed = name
            return False
        self.passed += 1
        self.say(f"  {self.ok_mark} {name}" + (f": {detail}" if detail else ""))
        return True

    # -- the run ------------------------------------------------------------------------------

    def run(self) -> int:
        self._isolate()
        hook = sys.excepthook
        sys.excepthook = self._slot_error
        try:
            return self._run()
        finally:
            sys.excepthook = hook

    def _slot_error(self, kind: type[BaseException], exc: BaseException, tb: Any) -> None:
        """An exception raised in a Qt slot or timer: the check under way fails with it."""
        self.slot_errors.append(exc.with_traceback(tb))

    def _run(self) -> int:
        from faserip_desk import __version__

        frozen = "standalone app" if getattr(sys, "frozen", False) else "Python package"
        self.say(f"FASERIP Desk {__version__} self-test ({frozen})")
        self.say(f"  Python {platform.python_version()} on {platform.platform(terse=True)}")
        self.say(f"  {sys.executable}")
        self.check("data folder", self._data_folder)
        self.check("rules data", self._rules_data)
        self.check("library", self._library)
        self.check("rules reference", self._reference)
        self.check("Qt application", self._qt_app)
        self.check("main window with the demo setup", self._main_window)
        self.check("map renders", self._map)
        if self.window is not None:
            for dock in self.window.docks:
                self.check(f"dock renders: {dock.windowTitle()}", lambda d=dock: self._dock(d))
        self.check("charts (pyqtgraph)", self._charts)
        self.check("attack with seeded dice", self._attack)
        self.check("print fonts and PDF", self._print)
        self.check("window icon", self._icon)
        self.check("photo files (sync)", lambda: photo_formats(self.temp))
        self.check("versions", self._versions)
        self._close()
        if self.attack_line:
            self.say(f"  attack: {self.attack_line}")
        shown = [m for m in dict.fromkeys(self.qt_messages) if m not in HARMLESS_QT_MESSAGES]
        for message in shown[:10]:
            self.say(f"  Qt said: {message}")
        if self.failed is not None:
            self.say(f"self-test FAILED at: {self.failed} ({self.passed} checks passed before it)")
            return 1
        self.say(f"self-test passed: {self.passed} checks")
        return 0

    def _isolate(self) -> None:
        for variable, folder in (
            ("FASERIP_DESK_DATA", "data"),
            ("FASERIP_DESK_SETTINGS", "settings"),
            ("FASERIP_DESK_LIBRARY", "library"),
        ):
            path = self.temp / folder
            path.mkdir(parents=True, exist_ok=True)
            os.environ[variable] = str(path)

    # -- the checks ---------------------------------------------------------------------------

    def _data_folder(self) -> str:
        from faserip_desk.data_files import folios_dir, resources_dir

        resources, folios = resources_dir(), folios_dir()
        for node, what in (
            (resources / "rules" / "universal_table.yaml", "the Universal Table"),
            (resources / "fonts" / "DejaVuSansCondensed.ttf", "the print font"),
            (folios / "setups" / "demo.setup.yaml", "the demo setup"),
        ):
            if not node.is_file():
                raise CheckFailedError(f"{what} is missing ({node})")
        return f"{resources} and {folios}"

    def _rules_data(self) -> str:
        from faserip_desk.rules.rules_data import default_rules

        rules = default_rules()
        return f"Universal Table loaded ({type(rules.table).__name__})"

    def _library(self) -> str:
        from faserip_desk.library import load_library

        library = load_library()
        self.library = library
        if library.problems:
            raise CheckFailedError(
                f"{len(library.problems)} problems, first: {library.problems[0]}"
            )
        counts = {
            "figures": len(library.figures),
            "plots": len(library.plots),
            "objects": len(library.objects),
            "maps": len(library.maps),
            "teams": len(library.teams),
            "setups": len(library.setups),
        }
        empty = [k for k, n in counts.items() if n == 0]
        if empty:
            raise CheckFailedError("no " + ", no ".join(empty))
        return ", ".join(f"{n} {k}" for k, n in counts.items())

    def _reference(self) -> str:
        from faserip_desk import reference

        hits = reference.search("stagerred")
        if not hits:
            raise CheckFailedError("searching 'stagerred' found nothing")
        return f"search found {len(hits)} topics for 'stagerred'"

    def _qt_app(self) -> str:
        from faserip_desk.app_launch import display_problem

        problem = display_problem()
        if problem:
            raise CheckFailedError(problem)
        from PySide6.QtCore import qInstallMessageHandler
        from PySide6.QtWidgets import QApplication

        from faserip_desk.ui.settings import APPLICATION, ORGANISATION

        qInstallMessageHandler(lambda _kind, _ctx, text: self.qt_messages.append(text))
        self.app = QApplication.instance() or QApplication([sys.argv[0]])
        self.app.setApplicationName(APPLICATION)
        self.app.setOrganizationName(ORGANISATION)
        return f"platform {self.app.platformName()}"

    def _main_window(self) -> str:
        from PySide6.QtCore import QSettings

        from faserip_desk.ui.app import MainWindow, app_icon
        from faserip_desk.ui.game_controller import GameController

        type(self.app).setWindowIcon(app_icon())
        prompts = SilentPrompts()
        controller = GameController(prompts, seed=DICE_SEED)
        settings = QSettings(
            str(self.temp / "settings" / "self-test.ini"), QSettings.Format.IniFormat
        )
        window = MainWindow(controller=controller, settings=settings)
        prompts.parent = window
        self.window = window
        window.show()
        self.app.processEvents()
        window.start()
        self._wait(lambda: controller.session is not None, "the demo game to open")
        if prompts.errors:
            raise CheckFailedError("; ".join(prompts.errors))
        self._settle()
        figures = len(controller.session.state.figures)
        return f"{controller.title()!r}, {figures} figures"

    def _map(self) -> str:
        return rendered(self.window.map_view, "the map")

    def _dock(self, dock: Any) -> str:
        dock.raise_()
        self._settle()
        return rendered(dock, dock.windowTitle())

    def _charts(self) -> str:
        window = self.window
        for dock in (window.scoreboard, window.dice_stats):
            dock.raise_()
            dock.build_chart_now()  # a new game has nothing to plot: draw the empty charts
        self._wait(
            lambda: window.scoreboard.chart is not None and window.dice_stats.chart is not None,
            "the charts to be built",
        )
        self._settle()
        sizes = [rendered(d.chart, d.windowTitle()) for d in (window.scoreboard, window.dice_stats)]
        return "; ".join(sizes)

    def _attack(self) -> str:
        from faserip_desk.board.squares import Square
        from faserip_desk.game import events as ev
        from faserip_desk.game.attacks.progress import progress
        from faserip_desk.rules.attack_outcome import RollKind, RollNeed

        controller = self.window.controller
        errors = controller.prompts.errors

        def do(event: Any) -> Any:
            record = controller.do(event)
            if record is None:
                raise CheckFailedError(
                    f"{type(event).__name__} was refused: " + "; ".join(errors or ["no reason"])
                )
            return record

        session = controller.session
        do(ev.IssueInitiative(rolls=((68, 43),)))
        do(ev.ChooseSide(player=0, side="south"))
        do(ev.BeginIssue())
        do(ev.StartPage(rolls=((90, 10),)))
        do(ev.ChooseFirstPanel(player=0, go_first=True))
        # Put the attacker next to the target: a PlaceFigure the players allow (override).
        do(ev.PlaceFigure(figure=ATTACKER, square=Square.parse(ATTACKER_SQUARE), override=True))
        player = session.state.figure(ATTACKER).player
        do(ev.SetTurn(panel_player=player, activations_left=2))
        do(ev.Activate(figure=ATTACKER))
        health_before = session.state.figure(TARGET).health
        declared = do(ev.DeclareAttack(figure=ATTACKER, attack=ATTACK, target=TARGET))
        roller = controller.roller
        attack_roll = roller.percentile().value
        rolled = do(ev.AttackRoll(roll=attack_roll))
        steps = [declared.log[0], rolled.log[0]]
        final = rolled
        if session.state.attack is not None:
            need = progress(session.state, session.state.attack)
            if isinstance(need, RollNeed) and need.kind is RollKind.ENDURANCE:
                endurance = roller.percentile().value
                distance = roller.d5().value
                steps.append(do(ev.EnduranceFeat(roll=endurance, slam_distance=distance)).log[0])
            final = do(ev.ResolveAttack())
        if session.state.attack is not None:
            raise CheckFailedError("the attack is still under way after ResolveAttack")
        target = session.state.figure(TARGET)
        verdict = next((x for x in final.log if x.startswith(("it hits", "it misses"))), "")
        conditions = ", ".join(sorted(str(c) for c in condition_names(target))) or "none"
        colour = rolled.log[0].rsplit(" is ", 1)[-1] if " is " in rolled.log[0] else "?"
        self.attack_line = (
            f"{ATTACKER} on {TARGET}, seeded roll {attack_roll} ({colour}) → "
            f"{verdict or final.log[-1]}; "
            f"{TARGET} Health {health_before} → {target.health}, at {target.square}, "
            f"conditions: {conditions}"
        )
        self._settle()
        rendered(self.window.map_view, "the map after the attack")
        undo = "undo ready" if session.can_undo() else "nothing to undo"
        return f"{len(steps)} steps logged, {verdict or 'resolved'}, {undo}"

    def _print(self) -> str:
        from faserip_desk.cli import main as cli_main
        from faserip_desk.print.fonts import load_print_fonts

        family = load_print_fonts()
        out = self.temp / "conditions.pdf"
        with contextlib.redirect_stdout(io.StringIO()):
            status = cli_main(["print", "conditions", "-o", str(out)])
        if status != 0 or not out.is_file():
            raise CheckFailedError(f"printing condition cards ended with status {status}")
        data = out.read_bytes()
        if not data.startswith(b"%PDF") or len(data) < 2000:
            raise CheckFailedError(f"the PDF looks wrong ({len(data)} bytes)")
        return f"{family}; condition cards PDF {len(data) // 1024} KiB"

    def _icon(self) -> str:
        icon = self.app.windowIcon()
        sizes = icon.availableSizes()
        if icon.isNull() or not sizes:
            raise CheckFailedError("the window has no icon (resources/icons missing?)")
        return ", ".join(f"{s.width()}px" for s in sizes)

    def _versions(self) -> str:
        import numpy
        import pydantic
        import pyqtgraph
        import PySide6
        from PySide6.QtCore import qVersion

        return (
            f"PySide6 {PySide6.__version__} (Qt {qVersion()}), pyqtgraph {pyqtgraph.__version__}, "
            f"numpy {numpy.__version__}, pydantic {pydantic.VERSION}"
        )

    # -- helpers ------------------------------------------------------------------------------

    def _settle(self) -> None:
        for _ in range(5):
            self.app.processEvents()

    def _wait(self, done: Callable[[], bool], what: str) -> None:
        deadline = time.monotonic() + WAIT_SECONDS
        while not done():
            if self.slot_errors:
                raise self.slot_errors[0]
            if time.monotonic() > deadline:
                raise CheckFailedError(f"timed out waiting for {what}")
            self.app.processEvents()
            time.sleep(0.01)

    def _close(self) -> None:
        if self.window is not None:
            self.window.controller.dirty = False
            self.window.close()
            self.window.deleteLater()
            self._settle()
        with contextlib.suppress(OSError):
            remove_tree(self.temp)


def prepare_environment() -> None:
    """Offscreen unless the caller chose a Qt platform (``QT_QPA_PLATFORM=xcb`` to watch)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def run() -> int:
    """Run the self-test; returns the exit status."""
    prepare_environment()
    return SelfTest().run()
