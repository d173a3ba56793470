"""Colour-blindness simulation of screenshots, to check that colours meant to differ stay
apart for protanopes and deuteranopes.

    python -m tools.colour_blind SHOT.png [--kind deuteranopia] [-o OUT.png]

writes the screenshot as a protanope or deuteranope would see it (Machado, Oliveira and
Fernandes 2009, severity 1, applied in linear RGB). `distance` is the CIE 1976 colour
difference (ΔE*ab) between two colours; about 10 or more is told apart at a glance.
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from numpy.typing import NDArray

#: Machado et al. (2009), severity 1.0, for linear RGB.
MATRICES = {
    "protanopia": np.array(
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ]
    ),
    "deuteranopia": np.array(
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ]
    ),
}
KINDS = tuple(MATRICES)
Image = NDArray[np.uint8]


def _linear(rgb: NDArray[np.float64]) -> NDArray[np.float64]:
    c = rgb / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def _gamma(lin: NDArray[np.float64]) -> NDArray[np.float64]:
    lin = np.clip(lin, 0.0, 1.0)
    c = np.where(lin <= 0.0031308, lin * 12.92, 1.055 * lin ** (1 / 2.4) - 0.055)
    return c * 255.0


def simulate(rgb: Image, kind: str) -> Image:
    """An H×W×3 (or N×3) uint8 RGB array as seen with `kind` ("protanopia",
    "deuteranopia")."""
    matrix = MATRICES[kind]
    lin = _linear(rgb[..., :3].astype(np.float64))
    seen = lin @ matrix.T
    return np.round(_gamma(seen)).astype(np.uint8)


def lab(rgb: NDArray[np.float64] | Image) -> NDArray[np.float64]:
    """CIE L*a*b* (D65) of sRGB colours (…×3, 0–255)."""
    lin = _linear(np.asarray(rgb, dtype=np.float64)[..., :3])
    to_xyz = np.array(
        [[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]
    )
    xyz = lin @ to_xyz.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    lightness = 116 * f[..., 1] - 16
    return np.stack([lightness, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def distance(a: tuple[int, int, int] | Image, b: tuple[int, int, int] | Image) -> float:
    """ΔE*ab between two sRGB colours."""
    return float(np.linalg.norm(lab(np.array(a)) - lab(np.array(b))))


def dominant(rgb: Image) -> tuple[int, int, int]:
    """The most frequent colour of an image region (a label's background, a ring)."""
    flat = rgb[..., :3].reshape(-1, 3)
    colours, counts = np.unique(flat, axis=0, return_counts=True)
    r, g, b = (int(v) for v in colours[int(np.argmax(counts))])
    return r, g, b


def closest_pair(colours: dict[str, tuple[int, int, int]], kind: str) -> tuple[float, str, str]:
    """The two colours nearest to each other as seen with `kind`, and their ΔE."""
    seen = {k: tuple(int(v) for v in simulate(np.array([c], np.uint8), kind)[0])
            for k, c in colours.items()}  # fmt: skip
    names = list(seen)
    best = (float("inf"), "", "")
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            d = distance(seen[a], seen[b])  # type: ignore[arg-type]
            best = min(best, (d, a, b))
    return best


def main(argv: list[str] | None = None) -> int:
    """Command line: write the simulated screenshot."""
    from PySide6.QtGui import QImage

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("shot", help="a PNG screenshot")
    parser.add_argument("--kind", choices=KINDS, default="deuteranopia")
    parser.add_argument("-o", "--out", help="where to write (default: SHOT-KIND.png)")
    args = parser.parse_args(argv)
    image = QImage(args.shot).convertToFormat(QImage.Format.Format_RGB888)
    if image.isNull():
        print(f"{args.shot}: not an image Qt can read", file=sys.stderr)
        return 2
    array = image_array(image)
    seen = np.ascontiguousarray(simulate(array, args.kind))
    out = args.out or args.shot.removesuffix(".png") + f"-{args.kind}.png"
    h, w = seen.shape[:2]
    QImage(seen.data, w, h, 3 * w, QImage.Format.Format_RGB888).save(out)
    print(f"{args.kind}: {out}")
    return 0


def image_array(image: object) -> Image:
    """A QImage as an H×W×3 uint8 RGB array."""
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(rgb.constBits(), np.uint8, rgb.sizeInBytes())
    rows = data.reshape(rgb.height(), rgb.bytesPerLine())[:, : rgb.width() * 3]
    return rows.reshape(rgb.height(), rgb.width(), 3).copy()


if __name__ == "__main__":
    sys.exit(main())
