#!/usr/bin/env python3
"""A small scripted LSP client for bench/lsp.sh: starts `BIN lsp`, opens widget.xml and a
strings file of BUNDLE, then edits them one keystroke at a time (an incremental didChange that
types a character into an attribute value, the next one deleting it), and measures, for each
edit, the time from the didChange written to the publishDiagnostics of that version read.
Prints median and p95 per file, and the server's peak RSS (VmHWM) after the timed edits and
after MEMORY_EDITS more: memory that stays flat shows the same figure twice.
usage: lsp-client.py BIN BUNDLE [EDITS] [MEMORY_EDITS] [REQUESTS]"""
import json, os, statistics, subprocess, sys, time

bin_, bundle = sys.argv[1], os.path.abspath(sys.argv[2])
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 100
memory_edits = int(sys.argv[4]) if len(sys.argv) > 4 else 10000
requests = int(sys.argv[5]) if len(sys.argv) > 5 else 50
server = subprocess.Popen([bin_, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if not line:
            raise SystemExit("the server ended")
        if line in (b"\r\n", b"\n"):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))


def wait_for_diagnostics(uri, version):
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics":
            params = message["params"]
            if params["uri"] == uri and params.get("version") == version:
                return params["diagnostics"]


def uri(path):
    return "file://" + path


def server_pid():
    # BIN may be a wrapper (bench/lsp.sh runs the server under /usr/bin/time): its last descendant.
    pid = server.pid
    while True:
        try:
            with open("/proc/%d/task/%d/children" % (pid, pid)) as children:
                found = children.read().split()
        except OSError:
            return pid
        if not found:
            return pid
        pid = int(found[-1])


def peak_rss_kib():
    with open("/proc/%d/status" % server_pid()) as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])


send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": os.getpid(), "rootUri": None, "capabilities": {}}})
while receive().get("id") != 1:
    pass
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

documents = {}
for name in ["widget.xml", "strings/strings.xml"]:
    path = os.path.join(bundle, name)
    text = open(path, encoding="utf-8").read()
    documents[name] = {"uri": uri(path), "version": 1, "lines": text.split("\n")}
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri(path), "languageId": "xml", "version": 1, "text": text}}})
    first = wait_for_diagnostics(uri(path), 1)
    print("%s: %d findings on open" % (name, len(first)), file=sys.stderr)


def edit_place(lines):
    # The first attribute value of the file: a keystroke inside it.
    for number, line in enumerate(lines):
        column = line.find('="')
        if column >= 0 and number > 0:
            return number, column + 2
    return 0, 0


def keystroke(name, index):
    document = documents[name]
    line, character = edit_place(document["lines"])
    document["version"] += 1
    if index % 2 == 0:  # type an "x"
        change = {"range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character}}, "text": "x"}
    else:  # delete it
        change = {"range": {"start": {"line": line, "character": character}, "end": {"line": line, "character": character + 1}}, "text": ""}
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": document["uri"], "version": document["version"]}, "contentChanges": [change]}})
    wait_for_diagnostics(document["uri"], document["version"])
    return (time.perf_counter() - start) * 1000


for name in documents:
    for index in range(4):  # warm-up
        keystroke(name, index)
    times = sorted(keystroke(name, index) for index in range(edits))
    p95 = times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]
    print("%-22s %d edits: median %.1f ms, p95 %.1f ms, min %.1f ms, max %.1f ms" % (
        name, edits, statistics.median(times), p95, times[0], times[-1]))

def token_place(lines):
    # The first `text="Token"`: a place inside the token's name.
    for number, line in enumerate(lines):
        column = line.find(' text="')
        if column < 0 and line.lstrip().startswith('text="'):
            column = line.find('text="') - 1
        if column >= 0:
            return number, column + 8
    raise SystemExit("no text= in widget.xml")


next_id = [100]


def timed_request(method, params):
    next_id[0] += 1
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "id": next_id[0], "method": method, "params": params})
    while True:
        message = receive()
        if message.get("id") == next_id[0] and "method" not in message:
            if "error" in message:
                raise SystemExit("%s failed: %s" % (method, message["error"]))
            return (time.perf_counter() - start) * 1000, message["result"]


widget = documents["widget.xml"]
line, character = token_place(widget["lines"])
at = {"textDocument": {"uri": widget["uri"]}, "position": {"line": line, "character": character}}
# REQUESTS=0 leaves them out (a binary from before issue 42 has neither).
for method, extra in [("textDocument/references", {"context": {"includeDeclaration": True}}),
                      ("textDocument/rename", {"newName": "BenchRenamed"})][:2 if requests else 0]:
    params = dict(at, **extra)
    times = []
    for index in range(requests + 2):
        elapsed, result = timed_request(method, params)
        if index >= 2:  # two warm-ups
            times.append(elapsed)
    times.sort()
    size = len(result) if method.endswith("references") else sum(
        len(edits) for edits in result.get("changes", {}).values())
    p95 = times[min(len(times) - 1, int(round(0.95 * len(times))) - 1)]
    print("%-22s %d requests: median %.1f ms, p95 %.1f ms, min %.1f ms, max %.1f ms (%d places)" % (
        method.split("/")[1], requests, statistics.median(times), p95, times[0], times[-1], size))

after_timed = peak_rss_kib()
for index in range(memory_edits):
    keystroke("widget.xml" if index % 4 < 2 else "strings/strings.xml", index)
after_many = peak_rss_kib()
print("peak RSS: %.1f MiB after the timed edits, %.1f MiB after %d more edits" % (
    after_timed / 1024, after_many / 1024, memory_edits))

send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
while receive().get("id") != 2:
    pass
send({"jsonrpc": "2.0", "method": "exit"})
server.stdin.close()
print("exit status %d" % server.wait(), file=sys.stderr)
