"""A language client for the tests: starts `substrait-explain lsp` and speaks
JSON-RPC to it over its standard input and output, as an editor does."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time

TIMEOUT = 30.0  # seconds any one answer may take (a loaded machine is slow; a hang is not)


class Client:
    def __init__(self, *args: str) -> None:
        env = dict(os.environ)
        self.process = subprocess.Popen([sys.executable, "-m", "substrait_explain", "lsp", *args],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=env)
        self.next_id = 0
        self.messages: queue.Queue = queue.Queue()
        self.unread: list[dict] = []  # notifications and requests from the server, not yet asked for
        threading.Thread(target=self._read, daemon=True).start()
        self.stderr: list[bytes] = []
        threading.Thread(target=lambda: self.stderr.extend(self.process.stderr), daemon=True).start()

    def _read(self) -> None:
        out = self.process.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                if not line.strip():
                    break
                key, _, value = line.decode().partition(":")
                if key.lower() == "content-length":
                    length = int(value)
            self.messages.put(json.loads(out.read(length)))

    def send(self, *messages: dict) -> None:
        """``messages`` written at once, as an editor sends the edits of fast typing."""
        data = b""
        for message in messages:
            body = json.dumps({"jsonrpc": "2.0", **message}).encode()
            data += b"Content-Length: %d\r\n\r\n" % len(body) + body
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def _next(self, deadline: float) -> dict:
        try:
            message = self.messages.get(timeout=max(deadline - time.monotonic(), 0.01))
        except queue.Empty:
            raise TimeoutError("the server did not answer in time") from None
        if message is None:
            raise EOFError("the server ended: " + b"".join(self.stderr).decode(errors="replace")[-2000:])
        return message

    def request(self, method: str, params: object = None) -> dict:
        """The server's whole response (``result`` or ``error``)."""
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        deadline = time.monotonic() + TIMEOUT
        while True:
            message = self._next(deadline)
            if message.get("id") == self.next_id and "method" not in message:
                return message
            self.unread.append(message)

    def result(self, method: str, params: object = None):
        response = self.request(method, params)
        assert "error" not in response, response
        return response["result"]

    def notify(self, method: str, params: object = None) -> None:
        self.send({"method": method, "params": params})

    def notification(self, method: str, timeout: float = TIMEOUT) -> dict:
        """The next notification ``method`` from the server, read or waited for."""
        for i, message in enumerate(self.unread):
            if message.get("method") == method:
                return self.unread.pop(i)["params"]
        deadline = time.monotonic() + timeout
        while True:
            message = self._next(deadline)
            if message.get("method") == method:
                return message["params"]
            self.unread.append(message)

    def start(self, capabilities: dict | None = None) -> dict:
        result = self.result("initialize", {"processId": os.getpid(), "rootUri": None,
                                            "capabilities": capabilities or {}})
        self.notify("initialized", {})
        return result

    def open(self, uri: str, text: str, version: int = 1) -> dict:
        """Opens a document and returns the diagnostics published for it."""
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "substrait",
                                                              "version": version, "text": text}})
        return self.diagnostics(uri)

    def diagnostics(self, uri: str) -> dict:
        while True:
            params = self.notification("textDocument/publishDiagnostics")
            if params["uri"] == uri:
                return params

    def stop(self) -> int:
        self.result("shutdown")
        self.notify("exit")
        return self.process.wait(timeout=TIMEOUT)

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()


def at(uri: str, line: int, character: int) -> dict:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
