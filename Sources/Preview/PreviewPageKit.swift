import Foundation
import ResourceBundle

/// The parts every page shares: the stylesheet, our one script, and the page shell with a
/// Content-Security-Policy that lets no other script run and nothing load from the network.
enum PreviewPageKit {
    static let stylesheetName = "preview.css"

    /// Measures every drawn text and image once fonts and images are loaded, outlines what
    /// overflows or failed, and writes one line per problem into `#idv-measure` for
    /// `preview --check` (`t <key> box|phone`, `i <key>`, `c <key>` a placed element past the bottom edge, `b <key>`
    /// a flowing one past it or past its panel's bottom; `x` boxes when the body has `data-boxes`) and the tests (`v <key>` a video,
    /// `f <family>` a font, `s preview.css` the stylesheet did not load). Loaded as `page#check`
    /// it also measures the contrast of every text on a phone or state text against what is
    /// painted behind it (`k`, see `contrast`). Reads the page only; under reduced motion it
    /// stops the videos on their first frame.
    static let script = """
        (function () {
          if (window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches) {
            document.querySelectorAll('video').forEach(function (v) { v.autoplay = false; v.pause(); });
          }
          function measure() {
            var out = [];
            document.querySelectorAll('.phone, .state-screen').forEach(function (phone) {
              var pr = phone.getBoundingClientRect();
              var scale = pr.width / phone.offsetWidth || 1;
              phone.querySelectorAll('[data-t]').forEach(function (e) {
                var box = e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1;
                var range = document.createRange();
                range.selectNodeContents(e);
                var r = range.getBoundingClientRect();
                var wide = (r.right - pr.left) / scale > phone.offsetWidth + 1 || (r.left - pr.left) / scale < -1;
                if (box || wide) {
                  e.classList.add('overflow');
                  out.push('t ' + e.getAttribute('data-t') + (box ? ' box' : ' phone'));
                }
              });
              phone.querySelectorAll('.el.placed[data-k]').forEach(function (e) {
                var r = e.getBoundingClientRect();
                if ((r.bottom - pr.top) / scale > phone.offsetHeight + 1) { out.push('c ' + e.getAttribute('data-k')); }
              });
              phone.querySelectorAll('.el[data-f]').forEach(function (e) {
                var r = e.getBoundingClientRect();
                var panel = e.parentElement.closest('.el-panel, .el-gradientPanel');
                var past = (r.bottom - pr.top) / scale > phone.offsetHeight + 1;
                if (panel && r.bottom > panel.getBoundingClientRect().bottom + scale) { past = true; }
                if (past) { out.push('b ' + e.getAttribute('data-f')); }
              });
              phone.querySelectorAll('img[data-i]').forEach(function (i) {
                if (!i.complete || i.naturalWidth === 0) {
                  i.classList.add('failed');
                  out.push('i ' + i.getAttribute('data-i'));
                }
              });
            });
            phone_checks(out);
            if (location.hash === '#check') { contrast(out); }
            if (document.body.hasAttribute('data-boxes')) { boxes(out); }
            var pre = document.getElementById('idv-measure');
            pre.textContent = out.join('\\n');
            pre.setAttribute('data-done', String(out.length));
          }
          // For the tests (a copy of a page with <body data-boxes>): `x <what> left top width height`.
          function boxes(out) {
            document.querySelectorAll('.cell, .card, .card-findings, .el[data-line], [data-t]').forEach(function (e) {
              var r = e.getBoundingClientRect();
              var what = e.hasAttribute('data-t') ? 't' + e.getAttribute('data-t')
                : e.classList.contains('el') ? 'e' + e.getAttribute('data-line')
                : e.className.split(' ')[0] + (e.getAttribute('data-view') || '');
              out.push('x ' + what + ' ' + [r.left, r.top, r.width, r.height].map(Math.round).join(' '));
            });
          }
          // WCAG 2 contrast of each text on a phone or state text against what is painted under it
          // (document.elementsFromPoint at the middle of each line, its paint composited from the
          // bottom up: colours, gradients' stops, the worst of them): `k <key> <ratio> <needed>
          // <bundle|ours> <text colour> <backdrop>`, `bundle` when both colours are the bundle's
          // (inline styles; ours are classes); `k <key> picture` for a text over an image, a video
          // or the camera, whose pixels the preview does not know. `<key>` is data-t, else -<class>.
          function contrast(out) {
            var texts = document.querySelectorAll('.phone [data-t], .phone .txt, .phone .label, .phone .missing-image, '
              + '.phone .sdk-screen, .state-screen .txt');
            texts.forEach(function (e) {
              if (!e.textContent.trim()) { return; }
              var r = e.getBoundingClientRect();
              if (r.top < 0 || r.bottom > innerHeight) { scrollTo(scrollX, scrollY + r.top - 40); }
              var range = document.createRange();
              range.selectNodeContents(e);
              var rects = Array.prototype.slice.call(range.getClientRects(), 0, 3);
              var cs = getComputedStyle(e), fg = rgba(cs.color), worst = null, picture = false;
              rects.forEach(function (line) {
                if (line.width < 1 || line.height < 1) { return; }
                var under = backdrop(e, line.left + line.width / 2, line.top + line.height / 2);
                if (under === null) { picture = true; }
                if (!under) { return; }
                under.colours.forEach(function (bg) {
                  var ratio = contrastRatio(over(fg, bg), bg);
                  if (!worst || ratio < worst.ratio) { worst = { ratio: ratio, bg: bg, bundle: under.bundle }; }
                });
              });
              var key = e.getAttribute('data-t') || '-' + e.className.split(' ')[0];
              if (picture && !worst) { out.push('k ' + key + ' picture'); return; }
              if (!worst) { return; }
              var size = parseFloat(cs.fontSize), large = size >= 24 || (size >= 18.66 && +cs.fontWeight >= 700);
              var origin = worst.bundle && ownColour(e) ? 'bundle' : 'ours';
              out.push('k ' + key + ' ' + worst.ratio.toFixed(2) + ' ' + (large ? '3' : '4.5') + ' ' + origin
                + ' ' + hex(fg) + ' ' + hex(worst.bg));
            });
            scrollTo(0, 0);
          }
          // What is painted under a point of a text, as candidate opaque colours, and whether every
          // layer of it is the bundle's; null over a picture, undefined where the text is not drawn.
          function backdrop(text, x, y) {
            var stack = document.elementsFromPoint(x, y), at = stack.indexOf(text), layers = [], bundle = true;
            if (at < 0) { return undefined; }
            for (var i = at; i < stack.length; i++) {
              var e = stack[i];
              if (e.classList.contains('el-flash') || +getComputedStyle(e).opacity === 0) { continue; }
              var paint = paints(e);
              if (paint === null) { return null; }
              if (paint.length && !(e.style.background || e.style.backgroundColor || e.style.backgroundImage)) {
                bundle = false;
              }
              for (var j = 0; j < paint.length; j++) {
                layers.push(paint[j]);
                if (paint[j].every(function (c) { return c.a >= 1; })) { return compose(layers, bundle); }
              }
            }
            layers.push([{ r: 255, g: 255, b: 255, a: 1 }]);
            return compose(layers, false);
          }
          // An element's paint under its content, top first: its background image's gradient layers
          // (their colours), then its background colour; null for a picture.
          function paints(e) {
            if (/^(IMG|VIDEO|CANVAS)$/.test(e.tagName) || e.classList.contains('camera-layer')
              || e.classList.contains('on-picture')) { return null; }
            var cs = getComputedStyle(e), layers = [], image = cs.backgroundImage;
            if (image && image !== 'none') {
              if (image.indexOf('url(') >= 0) { return null; }
              var depth = 0, current = '';
              (image + ',').split('').forEach(function (c) {
                if (c === ',' && depth === 0) {
                  var colours = (current.match(/rgba?\\([^)]*\\)/g) || []).map(rgba);
                  if (colours.length) { layers.push(colours); }
                  current = '';
                  return;
                }
                if (c === '(') { depth++; }
                if (c === ')') { depth--; }
                current += c;
              });
            }
            var colour = rgba(cs.backgroundColor);
            if (colour && colour.a > 0) { layers.push([colour]); }
            return layers;
          }
          function compose(layers, bundle) {
            var colours = layers[layers.length - 1].map(function (c) { return over(c, { r: 255, g: 255, b: 255, a: 1 }); });
            for (var i = layers.length - 2; i >= 0; i--) {
              var mixed = [];
              layers[i].forEach(function (top) { colours.forEach(function (base) { mixed.push(over(top, base)); }); });
              colours = mixed.slice(0, 16);
            }
            return { colours: colours, bundle: bundle };
          }
          // Whether the text's colour is the bundle's: an inline colour on it or the element it inherits from.
          function ownColour(e) {
            for (var at = e; at && at.nodeType === 1; at = at.parentElement) {
              if (at.style.color) { return getComputedStyle(at).color === getComputedStyle(e).color; }
              if (at.classList.contains('phone') || at.classList.contains('state-screen')) { return false; }
            }
            return false;
          }
          function rgba(text) {
            var n = (text || '').match(/[\\d.]+/g) || [];
            return n.length < 3 ? null : { r: +n[0], g: +n[1], b: +n[2], a: n.length > 3 ? +n[3] : 1 };
          }
          function over(top, base) {
            var a = top.a;
            return { r: top.r * a + base.r * (1 - a), g: top.g * a + base.g * (1 - a), b: top.b * a + base.b * (1 - a), a: 1 };
          }
          function luminance(c) {
            function channel(v) { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
            return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
          }
          function contrastRatio(a, b) {
            var x = luminance(a), y = luminance(b);
            return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
          }
          function hex(c) {
            return '#' + [c.r, c.g, c.b].map(function (v) { return ('0' + Math.round(v).toString(16)).slice(-2); }).join('');
          }
          function phone_checks(out) {
            document.querySelectorAll('video[data-v]').forEach(function (v) {
              if (v.error) { out.push('v ' + v.getAttribute('data-v')); }
            });
            document.fonts.forEach(function (f) {
              if (f.status === 'error') { out.push('f ' + f.family); }
            });
            var phone = document.querySelector('.phone');
            if (phone && getComputedStyle(phone).position !== 'relative') { out.push('s preview.css'); }
          }
          window.addEventListener('load', function () { document.fonts.ready.then(measure); });
        })();
        """

    /// `sha256-...` of the script, for the policy.
    static let scriptHash = cspHash(of: script)

    /// A script's `sha256-...` source, as a Content-Security-Policy names it.
    static func cspHash(of script: String) -> String {
        let digest = SHA256Digest()
        digest.update(Array(script.utf8))
        return "sha256-" + Data(digest.finalize()).base64EncodedString()
    }

    static let policy =
        "default-src 'none'; img-src 'self'; media-src 'self'; font-src 'self'; "
        + "style-src 'self' 'unsafe-inline'; script-src '\(scriptHash)'; base-uri 'none'; form-action 'none'"

    /// A whole page. `title` is plain text (escaped here), `css` and `body` are HTML we built.
    static func page(title: String, root: String, css: String, body: String, language: String? = nil) -> String {
        // The page's own words are English and run left to right; the phones and state texts of
        // a right-to-left language carry `dir="rtl"` themselves (PhoneRenderer).
        let code = language.flatMap(languageCode) ?? "und"
        return """
            <!DOCTYPE html>
            <html lang="\(code)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(policy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="no-referrer">
            <title>\(PreviewEscaping.html(title))</title>
            <link rel="stylesheet" href="\(root)\(stylesheetName)">
            <style>
            \(css)</style>
            </head>
            <body>
            \(body)
            <pre id="idv-measure" hidden></pre>
            <script>\(script)</script>
            </body>
            </html>

            """
    }

    /// The BCP 47 code of a language label (`pt-BR`, `es`), or nil for the default file (whose
    /// language the bundle does not say) and anything that is not a plain code.
    static func languageCode(_ label: String) -> String? {
        guard label != "default", !label.isEmpty, label.count <= 12,
            label.unicodeScalars.allSatisfy({ CharacterSetASCII.isAlphanumeric($0) || $0 == "-" || $0 == "_" })
        else { return nil }
        return label.replacingOccurrences(of: "_", with: "-")
    }

    /// Arabic, Hebrew, Persian, Urdu and the other right-to-left scripts' languages.
    static func isRightToLeft(_ code: String) -> Bool {
        let base = code.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return ["ar", "he", "iw", "fa", "ur", "ps", "sd", "yi", "dv", "ug", "ckb"].contains(base)
    }

    static let stylesheet = """
        body { margin: 0; padding: 16px 24px; font: 14px/1.4 system-ui, sans-serif; color: #1d2330;
          background: #eef0f4; }
        a { color: #2653c9; }
        header h1 { font-size: 20px; margin: 0 0 8px; }
        nav { margin: 4px 0; }
        nav a, nav span.current { display: inline-block; margin: 2px 6px 2px 0; padding: 2px 8px; border-radius: 10px; }
        nav span.current { background: #1d2330; color: #fff; }
        .note { color: #5a6170; font-size: 13px; max-width: 60em; }
        .summary { margin: 12px 0; }
        .summary table { border-collapse: collapse; }
        .summary td, .summary th { padding: 2px 10px 2px 0; text-align: left; font-weight: normal; }
        .grid { display: grid; gap: 20px; align-items: start; }
        .cell { min-width: 0; }
        ul.card-findings { font-size: 12px; margin: 6px 0 0; padding-left: 16px; }
        ul.card-findings li { margin: 2px 0; }
        .card { background: #fff; border-radius: 10px; padding: 10px; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
        .card h2 { font-size: 14px; margin: 0 0 6px; overflow-wrap: anywhere; }
        .card .count { font-size: 12px; color: #b3261e; }
        .thumb { overflow: hidden; position: relative; }
        .thumb { border-radius: 14px; }
        .thumb .phone { transform: scale(.75); transform-origin: 0 0; box-shadow: inset 0 0 0 1px #c4c8d0; }
        .thumb { box-shadow: 0 0 0 1px #c4c8d0; }
        .card h2 { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .card h2 a { display: block; }
        .card > a.phone-link { display: block; }
        /* Every language side by side: phones scaled to fit a 1280 px window, wrapping when they cannot. */
        .side-by-side { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; padding: 8px; }
        .side-by-side .column h2 { font-size: 15px; margin: 0 0 8px; }
        .fit { position: relative; }
        .fit > .phone { transform: scale(var(--scale)); transform-origin: 0 0; }
        .screen { display: flex; gap: 24px; align-items: flex-start; flex-wrap: wrap; }
        .screen > .side { flex: 1 1 300px; min-width: 0; }
        ul.findings { max-width: 60em; padding-left: 18px; }
        ul.findings li { margin: 4px 0; overflow-wrap: anywhere; }
        .sev-error { color: #b3261e; } .sev-warning { color: #8a5a00; } .sev-note { color: #44506a; }
        .phone { position: relative; overflow: hidden; background: #000; color: #fff; border-radius: 28px;
          box-shadow: 0 0 0 8px #1d2330; font-family: sans-serif; font-size: 16px; flex: none; }
        .phone .flow { position: absolute; inset: 0; padding: 48px 16px 24px; display: flex; flex-direction: column;
          gap: 12px; align-items: stretch; }
        /* Elements keep their size: a column taller than the screen runs past its bottom edge. */
        .phone .flow > *, .el-panel > *, .el-gradientPanel > * { flex-shrink: 0; }
        .el { position: relative; min-width: 0; z-index: 1; }
        .el.layer { position: absolute; inset: 0; z-index: 2; }
        /* Backgrounds stay behind the screen's content, in document order among themselves. */
        .el.layer.back { z-index: 0; }
        .el-pagination { display: flex; flex-direction: row; align-self: center; gap: 8px; }
        /* A placed element is as wide as its content (or its w), not squeezed by the edge it is near. */
        .el.placed { position: absolute; width: max-content; max-width: 100%; }
        .el.finding { outline: 2px dashed #ff3b30; outline-offset: 2px; }
        .el.finding-warning { outline-color: #ff9500; }
        .el.finding-note { outline: 1px dotted #6f8fd8; }
        .badge { display: inline-block; margin-left: 4px; padding: 0 6px; border-radius: 8px; font-size: 11px;
          background: #ff9500; color: #1d2330; }
        /* Severity colours as on the command line: red errors, orange warnings, blue notes. */
        .badge.badge-error { background: #b3261e; color: #fff; }
        .badge.badge-note { background: #c9d6f5; color: #1d2330; }
        .filewide { color: #44506a; font-size: 13px; }
        .el.layer.finding { outline-offset: -4px; }
        .el-gradientPanel, .el-panel { min-height: 56px; border-radius: 8px; box-sizing: border-box; display: flex;
          flex-direction: column; gap: 12px; padding: 12px 16px; }
        .el-frameID { border: 4px solid #fff; border-radius: 14px; box-sizing: border-box; width: 100%; }
        .el-frameID.frame-id1 { aspect-ratio: 85.6 / 53.98; }
        .el-frameID.frame-passport { aspect-ratio: 125 / 88; }
        /* The document image the SDK draws inside the frame. */
        .el-frameID > .el-documentImage { position: absolute; inset: 0; min-height: 0; border-radius: 10px; }
        .el.camera-layer { border: 1px dashed #8890a0; border-radius: 28px; min-height: 0;
          background: repeating-linear-gradient(45deg, rgba(136,144,160,.08) 0 12px, transparent 12px 24px); }
        .el.camera-layer .label { position: absolute; bottom: 8px; left: 8px; }
        .el-labeledIcon { display: flex; flex-direction: column; align-items: center; }
        .el-labeledIcon.icon-bottom { flex-direction: column-reverse; }
        .el-labeledIcon.icon-left { flex-direction: row; }
        .el-labeledIcon.icon-right { flex-direction: row-reverse; }
        .el-labeledIcon .txt { flex: 1 1 auto; min-width: 0; }
        .el-button { height: 48px; line-height: 48px; border-radius: 24px; padding: 0 16px; text-align: center;
          box-sizing: border-box;
          white-space: nowrap; display: flex; align-items: center; justify-content: center; gap: 8px; }
        .el-button .txt { white-space: nowrap; overflow: visible; min-width: 0; max-width: 100%; }
        .el-button.resource-right { flex-direction: row-reverse; }
        .button-row { display: flex; flex-direction: row; gap: 8px; align-items: center; }
        .button-row .slot { flex: 1 1 0; min-width: 0; display: flex; }
        .button-row .slot-left { justify-content: flex-start; order: 0; }
        .button-row .slot-center { justify-content: center; order: 1; }
        .button-row .slot-right { justify-content: flex-end; order: 2; }
        .button-row .el-button { flex: 0 1 auto; max-width: 100%; }
        .el-buttonImage, .el-image { align-self: center; }
        .el-buttonImage.placed, .el-image.placed { align-self: auto; }
        .el-video video { width: 100%; max-height: 320px; display: block; }
        /* Its keyframes (when it comes on, how long it fades) are the page's own, per flash. */
        .el-flash { opacity: 0; pointer-events: none; animation-duration: 2s; animation-timing-function: linear;
          animation-iteration-count: infinite; }
        .el-animation .frames { width: 100%; height: 160px; background: no-repeat center / contain; }
        .el-documentImage { min-height: 120px; border: 1px dashed #8890a0; border-radius: 8px; }
        .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 6px; vertical-align: middle;
          box-shadow: 0 0 0 1px #8890a0; }
        /* Our own words on a phone (labels, placeholders) on a chip of their own: readable on any screen. */
        .label { display: inline-block; font: 11px monospace; color: #3a4150; background: #f4f5f7; padding: 2px 4px;
          border-radius: 4px; }
        .txt { white-space: pre-line; overflow-wrap: normal; }
        /* A placeholder names a token: its long id wraps rather than leave the page (it is no text to measure). */
        .txt.missing-token { color: #fff !important; background: #b3261e; outline: 2px solid #ff3b30; padding: 2px 4px;
          font-family: monospace !important; overflow-wrap: anywhere; }
        .missing-image { display: inline-block; min-width: 48px; min-height: 48px; padding: 4px; box-sizing: border-box;
          border: 2px dashed #ff3b30; color: #b3261e; background: #fff; font: 11px monospace; overflow-wrap: anywhere;
          align-self: center; }
        img { display: block; max-width: 100%; }
        img.cover { width: 100%; height: 100%; object-fit: cover; max-width: none; }
        img.failed { outline: 2px dashed #ff3b30; min-width: 24px; min-height: 24px; }
        .txt.overflow { outline: 2px solid #ff9500; }
        .txt.runtime { box-shadow: inset 0 -1px 0 rgba(127,127,127,.6); }
        .txt.runtime-unknown { color: #3a4150 !important; background: #f4f5f7; border: 1px dashed #8890a0;
          font: 12px monospace; padding: 4px; }
        .sdk-screen { margin: auto 8px; padding: 12px; border-radius: 8px; background: #f4f5f7; color: #3a4150;
          font: 14px/1.4 system-ui, sans-serif; text-align: center; }
        .states { margin: 12px 0; }
        .states h2 { font-size: 15px; margin: 12px 0 6px; }
        .state { margin: 0 0 10px; }
        .state-screen { position: relative; background: #000; padding: 8px 0; border-radius: 6px;
          box-shadow: 0 0 0 1px #c4c8d0; font-family: sans-serif; font-size: 16px; }
        .state-screen > .txt { padding: 0 8px; box-sizing: border-box; width: 100%; }
        /* An accessibility label is spoken, not drawn: the page's look, not the screen's. */
        .state-screen.spoken { background: #fff; color: #121417; font-style: italic; }
        .state > code { display: block; font-size: 11px; color: #5a6170; padding: 2px 8px 0; }
        /* Our text colour where the bundle names none, chosen for the colour behind it. */
        .ink-light { color: #fff; }
        .ink-dark { color: #121417; }
        /* Reduced motion (and the screenshots of make preview-demo): no flash, the first frame. */
        @media (prefers-reduced-motion: reduce) {
          .phone *, .state * { animation: none !important; }
        }

        """
}
