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
    /// `f <family>` a font, `s preview.css` the stylesheet did not load). Reads the page only.
    static let script = """
        (function () {
          function measure() {
            var out = [];
            document.querySelectorAll('.phone, .state').forEach(function (phone) {
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
    static let scriptHash: String = {
        let digest = SHA256Digest()
        digest.update(Array(script.utf8))
        return "sha256-" + Data(digest.finalize()).base64EncodedString()
    }()

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
        .side-by-side { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; padding: 8px; }
        .side-by-side .column h2 { font-size: 15px; margin: 0 0 8px; }
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
        .el.layer { position: absolute; inset: 0; pointer-events: none; z-index: 2; }
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
        .filewide { color: #44506a; font-size: 13px; }
        .el.layer.finding { outline-offset: -4px; }
        .el-gradientPanel, .el-panel { min-height: 56px; border-radius: 8px; box-sizing: border-box; display: flex;
          flex-direction: column; gap: 12px; padding: 12px 16px; }
        .el-frameID { border: 4px solid #fff; border-radius: 14px; box-sizing: border-box; width: 100%; }
        .el-frameID.frame-id1 { aspect-ratio: 85.6 / 53.98; }
        .el-frameID.frame-passport { aspect-ratio: 125 / 88; }
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
        .button-row { display: flex; flex-direction: row; gap: 8px; align-items: center; }
        .button-row .slot { flex: 1 1 0; min-width: 0; display: flex; }
        .button-row .slot-left { justify-content: flex-start; order: 0; }
        .button-row .slot-center { justify-content: center; order: 1; }
        .button-row .slot-right { justify-content: flex-end; order: 2; }
        .button-row .el-button { flex: 0 1 auto; max-width: 100%; }
        .el-buttonImage, .el-image { align-self: center; }
        .el-buttonImage.placed, .el-image.placed { align-self: auto; }
        .el-video video { width: 100%; max-height: 320px; display: block; }
        .el-flash { opacity: 0; animation: flash 2s ease-out infinite; }
        @keyframes flash { 0% { opacity: 1; } 30%, 100% { opacity: 0; } }
        .el-animation .frames { width: 100%; height: 160px; background: no-repeat center / contain; }
        .el-documentImage { min-height: 120px; border: 1px dashed #8890a0; border-radius: 8px; }
        .swatch { display: inline-block; width: 12px; height: 12px; border-radius: 6px; vertical-align: middle;
          box-shadow: 0 0 0 1px #8890a0; }
        .label { display: inline-block; font: 11px monospace; color: #aab; padding: 2px 4px; }
        .txt { white-space: pre-line; overflow-wrap: normal; }
        .txt.missing-token { color: #fff !important; background: #b3261e; outline: 2px solid #ff3b30; padding: 2px 4px;
          font-family: monospace !important; }
        .missing-image { display: inline-block; min-width: 48px; min-height: 48px; padding: 4px; box-sizing: border-box;
          border: 2px dashed #ff3b30; color: #ff8a80; font: 11px monospace; overflow-wrap: anywhere;
          align-self: center; }
        img { display: block; max-width: 100%; }
        img.cover { width: 100%; height: 100%; object-fit: cover; max-width: none; }
        img.failed { outline: 2px dashed #ff3b30; min-width: 24px; min-height: 24px; }
        .txt.overflow { outline: 2px solid #ff9500; }
        .txt.runtime { box-shadow: inset 0 -1px 0 rgba(127,127,127,.6); }
        .txt.runtime-unknown { color: #8890a0 !important; border: 1px dashed #8890a0; font: 12px monospace;
          padding: 4px; }
        .states { margin: 12px 0; }
        .states h2 { font-size: 15px; margin: 12px 0 6px; }
        .state { position: relative; color: #fff; padding: 8px 0; margin: 0 0 8px; border-radius: 6px;
          box-shadow: 0 0 0 1px #c4c8d0; font-family: sans-serif; font-size: 16px; }
        .state > .txt { padding: 0 8px; box-sizing: border-box; width: 100%; }
        .state > code { display: block; font-size: 11px; color: #8890a0; padding: 2px 8px 0; }

        """
}
