"""Headless Chromium driven over the DevTools protocol, with the standard library only.

The protocol speaks JSON over a WebSocket, and the standard library has no WebSocket client,
so this module carries the little of RFC 6455 a local client needs: the HTTP upgrade, masked
text frames out, text/continuation/ping/close frames in. Events that arrive while waiting for
a reply are kept in `events` for the caller to inspect.
"""
import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request


def find_chromium():
    """The Chromium executable on PATH, or None."""
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class WebSocket:
    """A client WebSocket on a local TCP connection (no TLS, no extensions)."""

    def __init__(self, url, timeout=60):
        match = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        host, port, path = match.group(1), int(match.group(2)), match.group(3)
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("DevTools closed the connection during the handshake")
            response += chunk
        head, self.pending = response.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError("DevTools refused the WebSocket upgrade: " + head.decode(errors="replace"))

    def _read(self, count):
        while len(self.pending) < count:
            chunk = self.sock.recv(max(65536, count - len(self.pending)))
            if not chunk:
                raise ConnectionError("DevTools closed the connection")
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def send(self, text):
        payload = text.encode()
        header = bytearray([0x81])  # FIN, text frame
        length = len(payload)
        if length < 126:
            header.append(0x80 | length)
        elif length < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", length)
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", length)
        mask = os.urandom(4)  # clients must mask every frame
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(bytes(header) + mask + masked)

    def receive(self):
        """The next whole text message."""
        message = b""
        while True:
            first, second = self._read(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            if opcode == 0x8:
                raise ConnectionError("DevTools closed the WebSocket")
            if opcode == 0x9:  # ping: answer with a masked pong carrying the same payload
                pong_mask = os.urandom(4)
                self.sock.sendall(bytes([0x8A, 0x80 | len(payload)]) + pong_mask
                                  + bytes(b ^ pong_mask[i % 4] for i, b in enumerate(payload)))
                continue
            if opcode in (0x1, 0x0):
                message += payload
                if first & 0x80:
                    return message.decode()

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Browser:
    """One headless Chromium with one page, and a DevTools session on that page."""

    def __init__(self, executable, width=1280, height=900):
        self.profile = tempfile.mkdtemp(prefix="html-check-profile-")
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-extensions", "--disable-background-networking", "--hide-scrollbars",
             f"--window-size={width},{height}", "--remote-debugging-port=0",
             f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = self._port()
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=30))
        page = next(t for t in targets if t.get("type") == "page")
        self.socket = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.events = []

    def _port(self):
        # Chromium prints "DevTools listening on ws://127.0.0.1:PORT/..." once it is ready.
        deadline = time.time() + 60
        while time.time() < deadline:
            line = self.process.stderr.readline()
            if not line and self.process.poll() is not None:
                raise RuntimeError("Chromium exited before DevTools was ready")
            match = re.search(r"DevTools listening on ws://[^:]+:(\d+)/", line)
            if match:
                return int(match.group(1))
        raise RuntimeError("Chromium did not start DevTools within 60 s")

    def call(self, method, **params):
        """Sends a command and returns its result; events that arrive meanwhile are kept."""
        self.next_id += 1
        wanted = self.next_id
        self.socket.send(json.dumps({"id": wanted, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.receive())
            if message.get("id") == wanted:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for(self, event, timeout=60):
        """Waits until `event` has arrived (kept events included) and returns it."""
        deadline = time.time() + timeout
        while True:
            for index, message in enumerate(self.events):
                if message["method"] == event:
                    return self.events.pop(index)
            if time.time() > deadline:
                raise TimeoutError(f"no {event} within {timeout} s")
            message = json.loads(self.socket.receive())
            if "method" in message:
                self.events.append(message)

    def evaluate(self, expression):
        """The value of a JavaScript expression (promises awaited)."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"page script failed: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        self.socket.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)
