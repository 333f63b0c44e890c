#!/usr/bin/env python3
"""One headless Chromium driven through the DevTools protocol over a pipe
(--remote-debugging-pipe: no port, nothing listens), for the tests and the benchmark of
`idv-res preview --serve`. Standard library only.

live_browser.py CHROMIUM [SWITCH]...

reads one JSON command a line on standard input and answers each with one JSON line:
  {"open": URL}                        load URL in the tab, wait for its load event
  {"eval": EXPRESSION}                 its value on the page now
  {"wait": EXPRESSION, "timeout": S}   evaluate every 5 ms until the value is truthy (across
                                       reloads); {"ok": true, "value": ..., "ms": waited}
  {"problems": true}                   the errors the pages logged so far (console errors,
                                       refused scripts or requests, uncaught exceptions)
  {"quit": true}
Answers: {"ok": true, "value": ...} or {"ok": false, "error": ...}.

As a module: Browser(chromium, switches).open(url), .evaluate(expression), .wait(expression, timeout);
DevToolsPipe, the transport alone (chromium-eval.py).
"""
import json
import os
import subprocess
import sys
import time


class DevToolsPipe:
    """Chromium started with --remote-debugging-pipe, and its messages: the transport both
    this script and chromium-eval.py drive."""

    def __init__(self, chromium, switches, window=(1280, 900)):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()
        # The browser reads commands on fd 3 and writes replies on fd 4.
        command = 'exec "$0" "$@" 3<&%d 4>&%d' % (to_browser_read, from_browser_write)
        self.process = subprocess.Popen(
            ["/bin/sh", "-c", command, chromium] + list(switches)
            + ["--remote-debugging-pipe", "--window-size=%d,%d" % window, "about:blank"],
            pass_fds=(to_browser_read, from_browser_write),
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"].get("message", reply["error"])))
                return reply.get("result", {})
            if "method" in reply:
                self.note(reply)

    def note(self, event):
        self.events.append(event)

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method, session, timeout=30):
        """The next event `method` of `session`, kept or still to come."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            self.note(self.receive())
        raise RuntimeError("no %s within %ds" % (method, timeout))

    def close(self):
        try:
            self.send("Browser.close")
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


class Browser(DevToolsPipe):
    def __init__(self, chromium, switches, window=(1280, 900)):
        self.problems = []
        super().__init__(chromium, switches, window)
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable", session=self.session)
        self.send("Runtime.enable", session=self.session)
        self.send("Log.enable", session=self.session)

    def note(self, event):
        """Keeps the last events, and every error a page reports."""
        super().note(event)
        del self.events[:-200]
        method, params = event["method"], event.get("params", {})
        if method == "Log.entryAdded" and params.get("entry", {}).get("level") == "error":
            entry = params["entry"]
            self.problems.append(entry.get("text", "") + (" " + entry["url"] if entry.get("url") else ""))
        elif method == "Runtime.exceptionThrown":
            self.problems.append(params.get("exceptionDetails", {}).get("text", "exception"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            self.problems.append(" ".join(str(a.get("value", "")) for a in params.get("args", [])))

    def open(self, url, timeout=30):
        self.events.clear()
        self.send("Page.navigate", {"url": url}, session=self.session)
        return self.wait("document.readyState === 'complete' && location.href === %s" % json.dumps(url), timeout)

    def evaluate(self, expression):
        result = self.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
            session=self.session)
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"].get("text", "exception"))
        return result.get("result", {}).get("value")

    def wait(self, expression, timeout=30):
        """Evaluates every 5 ms until truthy; a page reloading meanwhile is asked again."""
        start = time.monotonic()
        last_error = None
        while time.monotonic() - start < timeout:
            try:
                value = self.evaluate(expression)
                if value:
                    return value, (time.monotonic() - start) * 1000
            except RuntimeError as error:  # the page is between two documents
                last_error = error
            time.sleep(0.005)
        raise RuntimeError("timed out after %ss waiting for %s%s" % (
            timeout, expression, " (%s)" % last_error if last_error else ""))


def main():
    browser = Browser(sys.argv[1], sys.argv[2:])
    print(json.dumps({"ok": True, "value": "ready"}), flush=True)
    for line in sys.stdin:
        command = json.loads(line)
        try:
            if "quit" in command:
                break
            if "open" in command:
                value, ms = browser.open(command["open"], command.get("timeout", 30))
                answer = {"ok": True, "value": value, "ms": ms}
            elif "problems" in command:
                answer = {"ok": True, "value": browser.problems}
            elif "wait" in command:
                value, ms = browser.wait(command["wait"], command.get("timeout", 30))
                answer = {"ok": True, "value": value, "ms": ms}
            else:
                answer = {"ok": True, "value": browser.evaluate(command["eval"])}
        except RuntimeError as error:
            answer = {"ok": False, "error": str(error)}
        print(json.dumps(answer), flush=True)
    browser.close()


if __name__ == "__main__":
    main()
