"""Counts the dark pixels of a PNG screenshot, with the standard library only.

A sequence diagram's arrows and labels are dark; its lifelines, highlight and background are
light. So "how much is drawn" is the number of pixels darker than mid-grey, which stays near
zero for a diagram whose steps failed to render even though its frame and lifelines did.
Decodes 8-bit RGB and RGBA PNGs (what Chromium's screenshots are), undoing all five row filters.
"""
import struct
import zlib


def _rows(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG: depth {depth}, colour type {color}, interlace {interlace}")
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 0xFF
        elif kind == 2:
            for i in range(stride):
                row[i] = (row[i] + previous[i]) & 0xFF
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                row[i] = (row[i] + predictor) & 0xFF
        yield row, channels
        previous = row


def dark_pixels(data, threshold=110):
    """Pixels whose mean of red, green and blue is below `threshold` (0-255)."""
    count = 0
    for row, channels in _rows(data):
        for i in range(0, len(row), channels):
            if row[i] + row[i + 1] + row[i + 2] < threshold * 3:
                count += 1
    return count
