import Diagnostics

/// How a request's path maps onto the site, and the responses' headers. The site is a table
/// of pages and files, never a folder: a path names one of them or nothing, so no path reaches
/// a file outside it; a path with `..` (however it was encoded), an empty or `.` segment, a
/// backslash or a NUL is refused before any lookup.
enum LiveRoutes {
    /// The site path of a request (`/views/de-326dpi/ShowID.html` -> `views/de-326dpi/ShowID.html`,
    /// `/` -> `index.html`), nil for a path that could step out of it.
    static func sitePath(_ requested: String) -> String? {
        guard requested.hasPrefix("/") else { return nil }
        var path = String(requested.dropFirst())
        if path.isEmpty { path = "index.html" }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard
            !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
            !path.contains("\\"), !path.contains("\0"), !path.contains(":")
        else { return nil }
        return path
    }

    /// From a page's folder back to the site's root: `views/de-326dpi/ShowID.html` -> `../../`.
    static func root(of path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }

    /// What a problem page in place of `path` is called: the view's id, else the bundle's name.
    static func heading(_ path: String, title: String) -> String {
        let parts = PathParts(path)
        guard path.hasPrefix("views/"), parts.name.hasSuffix(".html") else { return title }
        return String(parts.name.dropLast(5)) + " (" + PathParts(parts.folder).name + ")"
    }

    /// A page: never cached, with the policy that lets only the preview's script and ours run.
    static func html(_ text: String) -> HTTPResponse {
        HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/html; charset=utf-8"), ("Content-Security-Policy", LiveScript.policy)]
                + HTTPResponse.noStore,
            body: .bytes(Array(text.utf8)))
    }

    /// A file the pages link: asked again on each load (`no-cache`), answered 304 when the
    /// browser has these bytes (`tag`). Its own policy stops a file opened alone from running
    /// anything (an SVG's script).
    static func file(_ bytes: [UInt8], type: String, tag: String, request: HTTPRequest) -> HTTPResponse {
        let etag = "\"\(tag)\""
        var headers: [(name: String, value: String)] = [
            ("ETag", etag), ("Cache-Control", "no-cache"), ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox"),
        ]
        if request.ifNoneMatch == etag { return HTTPResponse(status: 304, headers: headers, body: .bytes([])) }
        headers.append(("Content-Type", type))
        return HTTPResponse(status: 200, headers: headers, body: .bytes(bytes))
    }

    /// The media type of a file the pages link, by its extension.
    static func type(of path: String) -> String {
        let dot = path.lastIndex(of: ".").map { String(path[path.index(after: $0)...]).lowercased() } ?? ""
        return types[dot] ?? "application/octet-stream"
    }

    private static let types: [String: String] = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml", "bmp": "image/bmp", "ttf": "font/ttf", "otf": "font/otf", "woff": "font/woff",
        "woff2": "font/woff2", "mp4": "video/mp4", "m4v": "video/mp4", "webm": "video/webm", "mov": "video/quicktime",
        "json": "application/json",
    ]
}
