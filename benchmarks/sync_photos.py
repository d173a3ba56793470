"""Synthetic photos of the printed maps with miniatures on them, for testing photo sync.

A pinhole camera (a phone's field of view) looks at the laid, printed map from up to 35°
off vertical, turned any way, near or far; the picture then gets lens distortion, uneven
light, blur, sensor noise and JPEG compression. Miniatures stand on round 25–32 mm bases of
many colours (pale ones too), with bodies of varied colours and heights that lean with the
perspective and cast shadows on the map; sometimes a hand covers part of the map.
Everything is drawn from a seed, so a run is repeatable.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field, replace

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.board.map_model import BoardMap
from faserip_desk.board.squares import Square
from faserip_desk.game.state import GameState

MM = 25.4
Image = npt.NDArray[np.uint8]
BASE_COLOURS = [
    (20, 20, 20),
    (60, 60, 60),
    (120, 120, 120),
    (200, 200, 200),
    (236, 236, 230),
    (60, 110, 50),
    (40, 70, 120),
    (150, 190, 210),
    (200, 215, 225),
    (90, 60, 30),
]
BODY_COLOURS = [
    (30, 30, 200),
    (200, 40, 40),
    (40, 160, 40),
    (20, 20, 20),
    (230, 230, 230),
    (0, 200, 230),
    (160, 60, 160),
    (90, 90, 90),
    (180, 200, 210),
    (40, 100, 180),
]


@dataclass(frozen=True)
class Miniature:
    """A figure on the table: base centre (mm), base size and colours, body size."""

    square: Square
    x: float
    y: float
    base_d: float
    base_h: float
    base_colour: tuple[int, int, int]
    body_h: float
    body_r: float
    body_colour: tuple[int, int, int]


@dataclass
class Photo:
    """A generated photo and the truth behind it."""

    image: Image
    occupied: frozenset[Square]
    covered: frozenset[Square] = field(default_factory=frozenset)
    outside: frozenset[Square] = field(default_factory=frozenset)
    corners: list[tuple[float, float]] = field(default_factory=list)
    """The map's outer corners in the picture (A1's first, clockwise), before lens distortion."""


@dataclass(frozen=True)
class Camera:
    """A pinhole camera: intrinsics K, rotation R and translation t (world mm → camera)."""

    k: npt.NDArray[np.float64]
    r: npt.NDArray[np.float64]
    t: npt.NDArray[np.float64]

    def project(self, points: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        """Pixels of world points (x right, y down the map, z into the table), n × 3."""
        cam = points @ self.r.T + self.t
        uv = cam @ self.k.T
        return np.asarray(uv[:, :2] / uv[:, 2:3], dtype=np.float64)

    def depth(self, points: npt.NDArray[np.float64]) -> npt.NDArray[np.float64]:
        """Distance along the optical axis."""
        return np.asarray((points @ self.r.T + self.t)[:, 2], dtype=np.float64)

    def plane_homography(self) -> npt.NDArray[np.float64]:
        """The homography from the table plane (mm) to pixels."""
        m = self.k @ np.column_stack([self.r[:, 0], self.r[:, 1], self.t])
        return np.asarray(m / m[2, 2], dtype=np.float64)


def _look_at(
    eye: npt.NDArray[np.float64], target: npt.NDArray[np.float64], roll: float
) -> npt.NDArray[np.float64]:
    forward = (target - eye) / np.linalg.norm(target - eye)
    hint = np.array([0.0, -1.0, 0.0]) if abs(forward[1]) < 0.9 else np.array([1.0, 0.0, 0.0])
    right = np.cross(hint, forward)
    right /= np.linalg.norm(right)
    down = np.cross(forward, right)
    c, s = math.cos(roll), math.sin(roll)
    right, down = c * right + s * down, -s * right + c * down
    return np.stack([right, down, forward])


def make_camera(rng: random.Random, board: BoardMap, size: tuple[int, int], fill: float) -> Camera:
    """A camera up to 35° off vertical, turned any way, framing the map at about `fill`."""
    w, h = size
    f = (w / 2) / math.tan(math.radians(34))
    k = np.array([[f, 0, w / 2], [0, f, h / 2], [0, 0, 1.0]])
    mw, mh = board.width * MM, board.height * MM
    target = np.array(
        [mw / 2 + rng.uniform(-0.05, 0.05) * mw, mh / 2 + rng.uniform(-0.05, 0.05) * mh, 0]
    )
    tilt, azimuth, roll = (
        math.radians(rng.uniform(0, 35)),
        rng.uniform(0, 2 * math.pi),
        rng.uniform(0, 2 * math.pi),
    )
    direction = np.array(
        [math.sin(tilt) * math.cos(azimuth), math.sin(tilt) * math.sin(azimuth), -math.cos(tilt)]
    )
    corners = np.array([[0, 0, 0], [mw, 0, 0], [mw, mh, 0], [0, mh, 0.0]])
    distance = 1.5 * max(mw, mh)
    for _ in range(6):
        eye = target + distance * direction
        r = _look_at(eye, target, roll)
        cam = Camera(k, r, -r @ eye)
        uv = cam.project(corners)
        span = max((uv[:, 0].max() - uv[:, 0].min()) / w, (uv[:, 1].max() - uv[:, 1].min()) / h)
        distance *= span / fill
    return cam


def place_miniatures(rng: random.Random, squares: list[Square]) -> list[Miniature]:
    """A miniature on each square, with random base, body and colours."""
    minis = []
    for s in squares:
        base_d = rng.choice([25.0, 28.0, 30.0, 32.0])
        minis.append(
            Miniature(
                s,
                (s.col + 0.5) * MM + rng.uniform(-2.5, 2.5),
                (s.row + 0.5) * MM + rng.uniform(-2.5, 2.5),
                base_d,
                rng.uniform(3.0, 4.5),
                rng.choice(BASE_COLOURS),
                rng.uniform(25, 55),
                rng.uniform(4.5, 8.5),
                rng.choice(BODY_COLOURS),
            )
        )
    return minis


def moved_miniatures(minis: list[Miniature], squares: list[Square]) -> list[Miniature]:
    """The same miniatures (bases, bodies, colours) standing on `squares` instead, in
    order, each as far off its square's middle as before."""
    return [
        replace(
            m,
            square=s,
            x=m.x + (s.col - m.square.col) * MM,
            y=m.y + (s.row - m.square.row) * MM,
        )
        for m, s in zip(minis, squares, strict=True)
    ]


def _shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    return (
        int(min(255, colour[0] * k)),
        int(min(255, colour[1] * k)),
        int(min(255, colour[2] * k)),
    )


def _draw_shadows(
    texture: Image, minis: list[Miniature], ppi: float, margin: float, light: tuple[float, float]
) -> None:
    """Soft shadows of bases and bodies on the map texture (light from azimuth, elevation)."""
    azimuth, elevation = light
    shade = np.zeros(texture.shape[:2], np.float32)
    px = ppi / MM
    dx, dy = -math.cos(azimuth), -math.sin(azimuth)
    for m in minis:
        cx, cy = (m.x + margin * MM) * px, (m.y + margin * MM) * px
        length = m.body_h / math.tan(elevation) * px
        end = (int(cx + dx * length), int(cy + dy * length))
        cv2.line(shade, (int(cx), int(cy)), end, 1.0, max(1, int(2 * m.body_r * px)))
        cv2.circle(
            shade,
            (int(cx + dx * m.base_h * px), int(cy + dy * m.base_h * px)),
            int(m.base_d / 2 * px),
            1.0,
            -1,
        )
    h, w = shade.shape
    small = cv2.resize(shade, (w // 4, h // 4), interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (0, 0), 2.5 * px / 4)
    keep = 1 - 0.45 * cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR)
    texture[:] = cv2.multiply(texture, cv2.merge([keep, keep, keep]), dtype=cv2.CV_8U)


def _draw_miniature(
    img: Image, cam: Camera, m: Miniature, light_dir: npt.NDArray[np.float64]
) -> None:
    angles = np.linspace(0, 2 * math.pi, 40, endpoint=False)
    ring = np.stack([np.cos(angles), np.sin(angles)], axis=1) * m.base_d / 2
    bottom = np.column_stack([ring[:, 0] + m.x, ring[:, 1] + m.y, np.zeros(40)])
    top = np.column_stack([ring[:, 0] + m.x, ring[:, 1] + m.y, np.full(40, -m.base_h)])
    hull = cv2.convexHull(np.concatenate([cam.project(bottom), cam.project(top)]).astype(np.int32))
    cv2.fillConvexPoly(img, hull, _shade(m.base_colour, 0.6), cv2.LINE_AA)
    cv2.fillPoly(img, [cam.project(top).astype(np.int32)], _shade(m.base_colour, 1.0), cv2.LINE_AA)
    cv2.polylines(
        img, [cam.project(top).astype(np.int32)], True, _shade(m.base_colour, 0.8), 2, cv2.LINE_AA
    )
    steps = 14
    for i in range(steps):
        z = -m.base_h - (m.body_h - m.base_h) * i / (steps - 1)
        radius = m.body_r * (0.75 if i == steps - 1 else (1.0 if i > steps // 3 else 0.8))
        centre = np.array([[m.x, m.y, z]])
        at = cam.project(centre)[0]
        r_px = cam.k[0, 0] * radius / cam.depth(centre)[0]
        lit = 0.7 + 0.4 * (i / steps)
        cv2.circle(
            img,
            (int(at[0]), int(at[1])),
            max(1, int(r_px)),
            _shade(m.body_colour, lit),
            -1,
            cv2.LINE_AA,
        )


def _draw_tokens(
    texture: Image,
    tokens: dict[Square, int],
    ppi: float,
    margin: float,
    rng: random.Random,
) -> None:
    """Printed figure tokens (23 mm, white with a coloured ring) lying flat on the map, each
    with its figure's marker as the token sheet prints it, a little off centre and turned."""
    from faserip_desk.sync.tokens import TOKEN_MARKER_MM, token_cells

    px = ppi / MM
    for square, marker_id in tokens.items():
        cx = (square.col + 0.5 + margin) * ppi + rng.uniform(-2, 2) * px
        cy = (square.row + 0.5 + margin) * ppi + rng.uniform(-2, 2) * px
        ring = rng.choice([(168, 92, 38), (48, 38, 168), (140, 70, 104)])
        cv2.circle(texture, (int(cx), int(cy)), int(11.5 * px), ring, -1, cv2.LINE_AA)
        cv2.circle(texture, (int(cx), int(cy)), int(9.9 * px), (255, 255, 255), -1, cv2.LINE_AA)
        side = round(TOKEN_MARKER_MM * px)
        cells = np.where(token_cells(marker_id), 0, 255).astype(np.uint8)
        patch = cv2.resize(cells, (side, side), interpolation=cv2.INTER_NEAREST)
        big = np.full((side * 2, side * 2), 255, np.uint8)
        big[side // 2 : side // 2 + side, side // 2 : side // 2 + side] = patch
        angle = rng.uniform(0, 360)
        turn = cv2.getRotationMatrix2D((side, side), angle, 1.0)
        big = cv2.warpAffine(big, turn, (side * 2, side * 2), borderValue=255)
        # The marker sits above the token's middle (the name is printed under it).
        up = -2.76 * px
        mx = cx - up * math.sin(math.radians(angle))
        my = cy + up * math.cos(math.radians(angle))
        x0, y0 = int(mx - side), int(my - side)
        region = texture[y0 : y0 + 2 * side, x0 : x0 + 2 * side]
        mask = big < 250
        region[mask] = np.repeat(big[mask][:, None], 3, axis=1)
        # The name under the marker, as a dark bar of lettering.
        ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        nx, ny = cx + 5.3 * px * -uy, cy + 5.3 * px * ux
        ends = [(int(nx + k * 6 * px * ux), int(ny + k * 6 * px * uy)) for k in (-1, 1)]
        cv2.line(texture, ends[0], ends[1], (40, 40, 40), max(1, int(1.6 * px)), cv2.LINE_AA)


def _hand(rng: random.Random, size: tuple[int, int]) -> npt.NDArray[np.uint8]:
    """A mask of a hand and forearm reaching in from one side of the picture."""
    w, h = size
    mask = np.zeros((h, w), np.uint8)
    side = rng.randrange(4)
    depth = rng.uniform(0.15, 0.35)
    along = rng.uniform(0.25, 0.75)
    if side == 0:
        start, tip = (int(along * w), 0), (int(along * w), int(depth * h))
    elif side == 1:
        start, tip = (int(along * w), h), (int(along * w), int((1 - depth) * h))
    elif side == 2:
        start, tip = (0, int(along * h)), (int(depth * w), int(along * h))
    else:
        start, tip = (w, int(along * h)), (int((1 - depth) * w), int(along * h))
    width = int(0.09 * min(w, h))
    cv2.line(mask, start, tip, 255, width)
    cv2.circle(mask, tip, int(width * 0.8), 255, -1)
    vx, vy = tip[0] - start[0], tip[1] - start[1]
    n = math.hypot(vx, vy) or 1
    ux, uy = vx / n, vy / n
    for k in range(4):
        off = (k - 1.5) * width * 0.35
        base = (tip[0] - uy * off, tip[1] + ux * off)
        end = (int(base[0] + ux * width * 1.1), int(base[1] + uy * width * 1.1))
        cv2.line(mask, (int(base[0]), int(base[1])), end, 255, int(width * 0.28))
    return mask


SKIN = (120, 150, 200)
"""A hand's colour (BGR) for the patches `paint_skin` paints."""


def paint_skin(photo: Photo, board: BoardMap, area: tuple[float, float, float, float]) -> Image:
    """`photo`'s picture with a flat patch of skin over `area` of the map (left, top, right,
    bottom, in squares from A1's corner), drawn over the table and the miniatures as a hand
    held over them hides them."""
    grid = np.float32([[0, 0], [board.width, 0], [board.width, board.height], [0, board.height]])
    to_photo = cv2.getPerspectiveTransform(grid, np.float32(photo.corners))
    left, top, right, bottom = area
    patch = np.float32([[[left, top], [right, top], [right, bottom], [left, bottom]]])
    corners = cv2.perspectiveTransform(patch, to_photo)[0].astype(np.int32)
    image = photo.image.copy()
    cv2.fillConvexPoly(image, corners, SKIN)
    return image


def render_photo(
    texture: Image,
    texture_ppi: float,
    margin_in: float,
    board: BoardMap,
    occupied: list[Square],
    seed: int,
    size: tuple[int, int] = (4000, 3000),
    hand: bool | None = None,
    tokens: dict[Square, int] | None = None,
    minis: list[Miniature] | None = None,
) -> Photo:
    """A photo of the laid map `texture` with miniatures on `occupied`, from `seed`; the
    squares of `tokens` hold a printed token with that marker instead of a miniature.
    `minis` are given miniatures to stand there instead of ones drawn from `seed` (the
    same figures photographed again, see `moved_miniatures`); the camera, light and hand
    are still drawn from `seed`."""
    rng = random.Random(seed)
    drawn = place_miniatures(rng, [s for s in occupied if s not in (tokens or {})])
    minis = drawn if minis is None else minis
    light = (rng.uniform(0, 2 * math.pi), math.radians(rng.uniform(40, 75)))
    tex = texture.copy()
    if tokens:
        _draw_tokens(tex, tokens, texture_ppi, margin_in, random.Random(seed + 7))
    _draw_shadows(tex, minis, texture_ppi, margin_in, light)
    cam = make_camera(rng, board, size, rng.uniform(0.72, 0.97))
    scale = np.array(
        [[MM / texture_ppi, 0, -margin_in * MM], [0, MM / texture_ppi, -margin_in * MM], [0, 0, 1]]
    )
    homography = cam.plane_homography() @ scale
    w, h = size
    table = np.zeros((h, w, 3), np.uint8)
    table[:] = rng.choice([(60, 90, 130), (40, 60, 90), (110, 120, 125), (30, 30, 35)])
    img = cv2.warpPerspective(
        tex,
        homography,
        (w, h),
        dst=table,
        flags=cv2.INTER_LINEAR,
        borderMode=cv2.BORDER_TRANSPARENT,
    )
    light_dir = np.array([math.cos(light[0]), math.sin(light[0]), 0.0])
    centre_cam = cam.r @ np.array([0, 0, 0]) + cam.t
    for m in sorted(minis, key=lambda m: -float(cam.depth(np.array([[m.x, m.y, 0.0]]))[0])):
        _draw_miniature(img, cam, m, light_dir)
    del centre_cam
    covered: frozenset[Square] = frozenset()
    if hand if hand is not None else rng.random() < 0.25:
        mask = _hand(rng, size)
        shadow = cv2.GaussianBlur(
            np.roll(mask, (int(0.03 * h), int(0.02 * w)), axis=(0, 1)), (0, 0), 25
        )
        img = (img.astype(np.float32) * (1 - 0.4 * shadow[:, :, None] / 255)).astype(np.uint8)
        skin = np.array(
            rng.choice([(120, 150, 200), (80, 110, 160), (60, 80, 110), (150, 170, 210)]),
            np.float32,
        )
        img[mask > 0] = skin.astype(np.uint8)
        covered = _covered(mask, cam.plane_homography(), board)
    outside = _outside(cam.plane_homography(), board, size)
    img = _camera_effects(rng, img)
    plane = cam.plane_homography()
    corners = []
    for x, y in ((0, 0), (board.width, 0), (board.width, board.height), (0, board.height)):
        at = plane @ np.array([x * MM, y * MM, 1.0])
        corners.append((float(at[0] / at[2]), float(at[1] / at[2])))
    return Photo(img, frozenset(occupied), covered, outside, corners)


def _covered(
    mask: npt.NDArray[np.uint8], plane: npt.NDArray[np.float64], board: BoardMap
) -> frozenset[Square]:
    """Squares any part of which lies under the hand or close to it."""
    found = set()
    grown = cv2.dilate(mask, np.ones((15, 15), np.uint8))
    offsets = [(dx, dy) for dx in (0.1, 0.5, 0.9) for dy in (0.1, 0.5, 0.9)]
    for s in board.squares():
        for dx, dy in offsets:
            at = plane @ np.array([(s.col + dx) * MM, (s.row + dy) * MM, 1.0])
            x, y = int(at[0] / at[2]), int(at[1] / at[2])
            if 0 <= y < mask.shape[0] and 0 <= x < mask.shape[1] and grown[y, x]:
                found.add(s)
                break
    return frozenset(found)


def _outside(
    plane: npt.NDArray[np.float64], board: BoardMap, size: tuple[int, int]
) -> frozenset[Square]:
    """Squares whose middle is not wholly inside the picture."""
    found = set()
    for s in board.squares():
        for dx, dy in ((0.15, 0.15), (0.85, 0.15), (0.15, 0.85), (0.85, 0.85)):
            at = plane @ np.array([(s.col + dx) * MM, (s.row + dy) * MM, 1.0])
            x, y = at[0] / at[2], at[1] / at[2]
            if not (0 <= x < size[0] and 0 <= y < size[1]):
                found.add(s)
                break
    return frozenset(found)


def _camera_effects(rng: random.Random, img: Image) -> Image:
    """Uneven light, lens distortion, blur, sensor noise and JPEG compression."""
    h, w = img.shape[:2]
    ys, xs = np.mgrid[0:h:16, 0:w:16].astype(np.float32)
    gx, gy = rng.uniform(-0.35, 0.35), rng.uniform(-0.35, 0.35)
    light = rng.uniform(0.65, 1.1) * (1 + gx * (xs / w - 0.5) + gy * (ys / h - 0.5))
    light *= 1 - 0.25 * (((xs / w - 0.5) ** 2 + (ys / h - 0.5) ** 2) * 2)
    light = cv2.resize(light, (w, h), interpolation=cv2.INTER_LINEAR)
    cast = (rng.uniform(0.85, 1.1), 1.0, rng.uniform(0.85, 1.1))
    gain = cv2.merge([light * cast[0], light, light * cast[2]])
    out = cv2.multiply(img, gain, dtype=cv2.CV_8U)
    k1 = rng.uniform(-0.05, 0.05)
    f = max(w, h)
    uu = ((np.arange(w, dtype=np.float32) - w / 2) / f)[None, :]
    vv = ((np.arange(h, dtype=np.float32) - h / 2) / f)[:, None]
    grow = 1 + k1 * (uu * uu + vv * vv)
    map_x = (uu * grow * f + w / 2).astype(np.float32)
    map_y = (vv * grow * f + h / 2).astype(np.float32)
    out = cv2.remap(out, map_x, map_y, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REFLECT)
    sigma = rng.uniform(0.4, 1.8) * w / 4000
    out = cv2.GaussianBlur(out, (0, 0), sigma)
    noise = np.empty(out.shape, np.int16)
    spread = rng.uniform(2, 7)
    # OpenCV's own generator is shared by the process: seed it from the photo's seed, so a
    # photo is the same whatever was drawn before it.
    cv2.setRNGSeed(rng.getrandbits(31))
    cv2.randn(noise, 0, spread)
    out = cv2.add(out, noise, dtype=cv2.CV_8U)
    ok, data = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, rng.randint(60, 92)])
    assert ok
    return np.asarray(cv2.imdecode(data, cv2.IMREAD_COLOR), dtype=np.uint8)


def main() -> None:
    """Write a generated photo of a setup's position, with figures moved by --move."""
    import argparse

    from faserip_desk.commands.sync import load_state

    parser = argparse.ArgumentParser(description="Write a synthetic photo of a game position.")
    parser.add_argument("game", help="a setup (*.setup.yaml) or a save (*.issue.json)")
    parser.add_argument("out", help="the photo to write (.jpg)")
    parser.add_argument("--move", action="append", default=[], metavar="FIGURE=SQUARE")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", default="4000x3000")
    parser.add_argument("--hand", action="store_true", help="a hand covers part of the map")
    args = parser.parse_args()
    moved = {}
    for text in args.move:
        name, _, square = text.partition("=")
        moved[name.strip()] = Square.parse(square)
    w, h = (int(v) for v in args.size.split("x"))
    photo = position_photo(load_state(args.game), moved, args.seed, (w, h), args.hand)
    cv2.imwrite(args.out, photo.image)


def position_photo(
    state: GameState,
    moved: dict[str, Square],
    seed: int,
    size: tuple[int, int] = (4000, 3000),
    hand: bool = False,
) -> Photo:
    """A photo of `state`'s position with the figures named in `moved` (any case) on their
    new squares, the map's sheets laid by hand and the photo drawn from `seed`: what the
    command line writes."""
    from faserip_desk.print.map_markers import laid_map_image

    where = {f.name.casefold(): f.square for f in state.figures if f.square is not None}
    for name, square in moved.items():
        where[name.casefold()] = square
    board = state.board_map
    texture = laid_map_image(board, 100, margin_in=0.5, sheet_seed=seed)
    return render_photo(texture, 100, 0.5, board, list(where.values()), seed, size, hand)


if __name__ == "__main__":
    main()
