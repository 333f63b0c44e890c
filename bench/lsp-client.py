#!/usr/bin/env python3
"""A small scripted LSP client for bench/lsp.sh: starts `BIN lsp`, opens widget.xml and a
strings file of BUNDLE, then edits them one keystroke at a time (an incremental didChange that
types a character into an attribute value, the next one deleting it), and measures, for each
edit, the time from the didChange written to the publishDiagnostics of that version read.
Prints median and p95 per file, and the server's peak RSS (VmHWM) after the timed edits and
after MEMORY_EDITS more: memory that stays flat shows the same figure twice.
usage: lsp-client.py BIN BUNDLE [EDITS] [MEMORY_EDITS]"""
import json, os, statistics, subprocess, sys, time

bin_, bundle = sys.argv[1], os.path.abspath(sys.argv[2])
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 100
memory_edits = int(sys.argv[4]) if len(sys.argv) > 4 else 10000
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
