"""Writing YAML the way docs/formats.md shows it: short lists inline, long text as blocks."""

from __future__ import annotations

import re
from typing import Any

import yaml


class _Dumper(yaml.SafeDumper):
    """Lists of plain values in flow style, long text as blocks, list items indented."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        """Indent block lists under their key, as docs/formats.md does."""
        super().increase_indent(flow, False)


def _list(dumper: yaml.SafeDumper, data: list[Any]) -> yaml.Node:
    flow = all(not isinstance(item, dict | list) for item in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _text(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    style = "|" if "\n" in data else (">" if len(data) > 70 else None)
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(list, _list)
_Dumper.add_representer(str, _text)


def dump_document(data: dict[str, Any]) -> str:
    """One YAML document for `data`, keys in the given order."""
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=88)


def dump_documents(documents: list[dict[str, Any]]) -> str:
    """Several YAML documents separated by ``---``."""
    return "---\n".join(dump_document(d) for d in documents)


def inline(value: Any) -> str:
    """`value` as one line of flow YAML (``{types: [solid], label: Roof}``, ``Good``)."""
    text = yaml.dump(
        [value],
        Dumper=yaml.SafeDumper,
        default_flow_style=True,
        width=10**6,
        allow_unicode=True,
        sort_keys=False,
    ).strip()
    return text[1:-1]


def quoted(text: str) -> str:
    """`text` in double quotes, escaped for YAML."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def number(value: float) -> int | float:
    """A whole number as an int, otherwise the float rounded to two places."""
    return int(value) if float(value).is_integer() else round(float(value), 2)


def slug(name: str) -> str:
    """A file name stem for `name`: ``Spider-Man`` → ``spider-man``."""
    text = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
    return text or "untitled"


def parse_yaml_fragment(text: str) -> Any:
    """The value in a small YAML text (the structured-parts panes); None when empty.

    Raises ValueError with the YAML error when the text is malformed.
    """
    if not text.strip():
        return None
    try:
        return yaml.load(text, Loader=_FragmentLoader)
    except yaml.YAMLError as exc:
        raise ValueError(f"malformed YAML: {exc}".replace("\n", " ")) from None


class _FragmentLoader(yaml.SafeLoader):
    """Like the library's loader: only true/false are booleans."""


_FragmentLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
_FragmentLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)
