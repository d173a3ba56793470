"""Phones' HEIC photos: an iPhone (and many other phones) takes HEIC, not JPEG, by default,
and OpenCV cannot decode it; pillow-heif (libheif) does."""

from __future__ import annotations

import io
from pathlib import Path

import cv2
import numpy as np
import numpy.typing as npt

from faserip_desk.sync.errors import SyncError

HEIF_BRANDS = (b"heic", b"heix", b"heim", b"heis", b"hevc", b"hevx", b"mif1", b"msf1", b"avif")
"""File brands (ISO base media `ftyp` box) of HEIF photos, which phones take by default."""

AS_JPEG = (
    "export it as JPEG, or set the phone's camera to take JPEG (on an iPhone: Formats, Most "
    "Compatible)"
)
"""How the players get a photo the app reads when a HEIF one cannot be."""


def is_heif(data: npt.NDArray[np.uint8]) -> bool:
    """Whether the bytes of a file begin as a HEIF (HEIC, AVIF) picture does."""
    head = data[:12].tobytes()
    return head[4:8] == b"ftyp" and head[8:12] in HEIF_BRANDS


def decode_heif(path: str | Path, data: npt.NDArray[np.uint8]) -> npt.NDArray[np.uint8]:
    """The HEIF photo `data` (the file `path`'s bytes) as a BGR image (8 bits a channel);
    SyncError naming the file and what went wrong when it cannot be decoded (a damaged
    file, an AVIF picture this build has no decoder for)."""
    try:
        import pillow_heif
    except ImportError:  # an install without it: say so rather than fail
        raise SyncError(
            f"{path}: a HEIC (HEIF) photo, and this installation has no HEIC decoder "
            f"(pillow-heif): {AS_JPEG}"
        ) from None
    try:
        heif = pillow_heif.open_heif(io.BytesIO(data.tobytes()), convert_hdr_to_8bit=True)
        pixels = np.asarray(heif)
    except (ValueError, RuntimeError, OSError, KeyError) as exc:
        why = " ".join(str(exc).split())  # libheif's messages may end in a line break
        raise SyncError(
            f"{path}: a HEIC (HEIF) photo that could not be decoded ({why}): {AS_JPEG}"
        ) from None
    if pixels.ndim == 2:
        return np.ascontiguousarray(cv2.cvtColor(pixels, cv2.COLOR_GRAY2BGR), np.uint8)
    code = cv2.COLOR_RGBA2BGR if pixels.shape[2] == 4 else cv2.COLOR_RGB2BGR
    return np.ascontiguousarray(cv2.cvtColor(pixels, code), np.uint8)


def write_heic(image: npt.NDArray[np.uint8], path: str | Path, quality: int = 85) -> None:
    """Write the BGR `image` as a phone writes a photo: HEIC (for the self-test, the tests
    and the benchmarks; the app itself only reads photos)."""
    import pillow_heif

    rgb = np.ascontiguousarray(image[:, :, ::-1])
    h, w = rgb.shape[:2]
    pillow_heif.from_bytes(mode="RGB", size=(w, h), data=rgb.tobytes()).save(path, quality=quality)
