#!/usr/bin/env python3
"""Evaluates a JavaScript expression on pages in one headless Chromium, through the DevTools
protocol over a pipe (--remote-debugging-pipe: no port, nothing listens), for the preview tests.

chromium-eval.py CHROMIUM EXPRESSION-FILE [--window WxH] [--reduced-motion]
                 [--screenshot-dir DIR] [--switch ARG]... PAGE...

Each page is loaded in turn in the same tab, at the window size, once its load event fired,
its fonts are ready and our page script has measured it (`#idv-measure[data-done]`, when the
page has one). The expression (the file's text; it may return a promise) is then evaluated on
the page and its value printed as one JSON line per page: {"page": ..., "value": ...} or
{"page": ..., "error": ...}. With --screenshot-dir, a PNG of the viewport is written there too,
named after the page's position in the list (0.png, 1.png, ...).
Standard library only.
"""
import base64
import json
import os
import sys

sys.dont_write_bytecode = True  # nothing written beside the script
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from live_browser import DevToolsPipe  # noqa: E402

WAIT = """new Promise(function (done) {
  function ready() {
    var pre = document.getElementById('idv-measure');
    return !pre || pre.hasAttribute('data-done');
  }
  var start = Date.now();
  (function poll() {
    if (document.readyState === 'complete' && ready()) { document.fonts.ready.then(function () { done(true); }); }
    else if (Date.now() - start > 20000) { done(false); }
    else { setTimeout(poll, 20); }
  })();
})"""


def main(argv):
    chromium, expression_file, rest = argv[1], argv[2], argv[3:]
    window, reduced, shots, switches, pages = (1280, 800), False, None, [], []
    while rest:
        arg = rest.pop(0)
        if arg == "--window":
            window = tuple(int(v) for v in rest.pop(0).split("x"))
        elif arg == "--reduced-motion":
            reduced = True
        elif arg == "--screenshot-dir":
            shots = rest.pop(0)
        elif arg == "--switch":
            switches.append(rest.pop(0))
        else:
            pages.append(arg)
    expression = open(expression_file, encoding="utf-8").read()
    browser = DevToolsPipe(chromium, switches, window)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Page.enable", session=session)
        browser.send("Emulation.setDeviceMetricsOverride", {
            "width": window[0], "height": window[1], "deviceScaleFactor": 1, "mobile": False}, session)
        if reduced:
            browser.send("Emulation.setEmulatedMedia", {
                "features": [{"name": "prefers-reduced-motion", "value": "reduce"}]}, session)
        for number, page in enumerate(pages):
            browser.send("Page.navigate", {"url": page}, session)
            browser.wait_for("Page.loadEventFired", session)
            browser.send("Runtime.evaluate", {"expression": WAIT, "awaitPromise": True}, session)
            result = browser.send("Runtime.evaluate", {
                "expression": expression, "awaitPromise": True, "returnByValue": True}, session)
            line = {"page": page}
            if "exceptionDetails" in result:
                line["error"] = result["exceptionDetails"].get("exception", {}).get(
                    "description", result["exceptionDetails"].get("text", "?"))
            else:
                line["value"] = result.get("result", {}).get("value")
            if shots:
                image = browser.send("Page.captureScreenshot", {"format": "png"}, session)["data"]
                with open(os.path.join(shots, "%d.png" % number), "wb") as out:
                    out.write(base64.b64decode(image))
            print(json.dumps(line), flush=True)
    finally:
        browser.close()


if __name__ == "__main__":
    main(sys.argv)
