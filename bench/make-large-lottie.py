#!/usr/bin/env python3
"""A large Lottie animation made of a real one: the precompositions of SOURCE repeated under
new ids, each placed by one more precomposition layer, until the file reaches SIZE bytes.
Usage: make-large-lottie.py SOURCE OUT [SIZE_MB]  (SIZE_MB defaults to 10)."""
import copy, json, sys

source, out = sys.argv[1], sys.argv[2]
target = int(float(sys.argv[3] if len(sys.argv) > 3 else 10) * 1_000_000)
animation = json.load(open(source))
comps = [a for a in animation.get("assets", []) if "layers" in a]
if not comps:  # no precomposition: make the whole animation one
    comps = [{"id": "comp_root", "layers": animation["layers"]}]
size = len(json.dumps(animation, separators=(",", ":")))
ind = max([layer.get("ind", 0) for layer in animation["layers"]] + [0])
copy_number = 0
while size < target:
    copy_number += 1
    for comp in comps:
        asset = copy.deepcopy(comp)
        asset["id"] = "%s_copy%d" % (comp["id"], copy_number)
        ind += 1
        layer = {"ddd": 0, "ind": ind, "ty": 0, "nm": asset["id"], "refId": asset["id"], "sr": 1,
                 "ks": {"o": {"a": 0, "k": 100}, "r": {"a": 0, "k": 0}, "p": {"a": 0, "k": [0, 0, 0]},
                        "a": {"a": 0, "k": [0, 0, 0]}, "s": {"a": 0, "k": [100, 100, 100]}},
                 "ao": 0, "w": animation.get("w", 512), "h": animation.get("h", 512),
                 "ip": animation.get("ip", 0), "op": animation.get("op", 60), "st": 0, "bm": 0}
        animation.setdefault("assets", []).append(asset)
        animation["layers"].append(layer)
        size += len(json.dumps(asset, separators=(",", ":"))) + len(json.dumps(layer, separators=(",", ":"))) + 2
with open(out, "w") as f:
    json.dump(animation, f, separators=(",", ":"))
