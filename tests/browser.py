"""A headless Chromium driven over the DevTools protocol, for tests of pages.

The protocol runs over a pipe (``--remote-debugging-pipe``: the browser reads
commands on its fd 3 and answers on fd 4, each JSON message ended by a NUL),
so no port, no websocket and no package is needed.  The browser runs with
its network features off and a fresh profile.
"""

from __future__ import annotations

import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time

NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
         "--remote-debugging-pipe"]


def find() -> str | None:
    """The browser's executable, or None when none is installed."""
    return next((path for path in map(shutil.which, NAMES) if path), None)


class BrowserError(Exception):
    pass


class Browser:
    def __init__(self, executable: str, timeout: float = 60.0) -> None:
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="se-chromium-")
        to_browser, self._send = os.pipe()
        self._receive, from_browser = os.pipe()

        def fds() -> None:  # in the child: the pipe ends on the fds the protocol uses
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)

        self.process = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=fds, pass_fds=(3, 4))
        os.close(to_browser)
        os.close(from_browser)
        self._buffer = b""
        self._next_id = 0
        self.events: list[dict] = []
        self.session: str | None = None

    def __enter__(self) -> Browser:
        target = self.call("Target.createTarget", url="about:blank", session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target, flatten=True,
                                 session=False)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        return self

    def __exit__(self, *exc) -> None:
        try:
            self.call("Browser.close", session=False)
            self.process.wait(timeout=10)
        except (BrowserError, OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        os.close(self._send)
        os.close(self._receive)
        shutil.rmtree(self.profile, ignore_errors=True)

    def call(self, method: str, session: bool = True, **params) -> dict:
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params}
        if session:
            message["sessionId"] = self.session
        os.write(self._send, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise BrowserError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def _read(self) -> dict:
        deadline = time.monotonic() + self.timeout
        while b"\0" not in self._buffer:
            ready, _, _ = select.select([self._receive], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise BrowserError(f"the browser did not answer in {self.timeout:.0f} s")
            chunk = os.read(self._receive, 1 << 16)
            if not chunk:
                raise BrowserError("the browser closed the pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def open(self, url: str, width: int = 1200, height: int = 900) -> None:
        """Load ``url`` in a window of that size and wait until it has loaded."""
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=1, mobile=False)
        self.events.clear()
        self.call("Page.navigate", url=url)
        while not any(e.get("method") == "Page.loadEventFired" for e in self.events):
            self.events.append(self._read())

    def evaluate(self, expression: str):
        """The value of a JavaScript expression in the page."""
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise BrowserError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def screenshot(self, clip: dict | None = None) -> bytes:
        """A PNG of the page, or of ``clip`` (x, y, width, height in CSS pixels)."""
        params = {"format": "png", "captureBeyondViewport": True}
        if clip is not None:
            params["clip"] = {**clip, "scale": 1}
        return base64.b64decode(self.call("Page.captureScreenshot", **params)["data"])

    def errors(self) -> list[str]:
        """Script errors and console errors so far."""
        found = []
        for e in self.events:
            if e.get("method") == "Runtime.exceptionThrown":
                found.append(e["params"]["exceptionDetails"].get("text", "exception"))
            elif e.get("method") == "Runtime.consoleAPICalled" and e["params"].get("type") == "error":
                found.append(str(e["params"].get("args")))
        return found
