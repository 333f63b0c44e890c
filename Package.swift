// swift-tools-version:6.2
import PackageDescription

// No remote dependencies: this machine reaches no Swift package registry. The C libraries
// come from Debian (`make demo` / `make test` install them when missing).
let package = Package(
    name: "idv-res",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "idv-res", targets: ["idv-res"]),
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "ModelsXML", targets: ["ModelsXML"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "ResourceBundle", targets: ["ResourceBundle"]),
        .library(name: "LottieValidation", targets: ["LottieValidation"]),
        .library(name: "Doctor", targets: ["Doctor"]),
        .library(name: "Checksums", targets: ["Checksums"]),
        .library(name: "Preview", targets: ["Preview"]),
        .library(name: "RuleCatalog", targets: ["RuleCatalog"]),
        .library(name: "BundleChanges", targets: ["BundleChanges"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
        .library(name: "LivePreview", targets: ["LivePreview"]),
        // `swift package idv-res validate` in a package that depends on this one.
        .plugin(name: "IDVResCommand", targets: ["IDVResCommand"]),
    ],
    targets: [
        .systemLibrary(name: "CXML", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CZip", pkgConfig: "libzip", providers: [.apt(["libzip-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),

        .target(name: "Diagnostics"),
        .target(name: "ModelsXML", dependencies: ["Diagnostics", "CXML"], plugins: ["RuleLists"]),
        .target(name: "LottieValidation", dependencies: ["Diagnostics"], plugins: ["RuleLists"]),
        // .strings/.xcstrings, the SDK key catalog, and the one XLIFF import/export pipeline of app
        // resources and of a zip's strings/*.xml. Takes file contents; never opens a zip.
        .target(name: "Localization", dependencies: ["Diagnostics", "ModelsXML"], plugins: ["RuleLists"]),
        .target(
            name: "ResourceBundle",
            dependencies: [
                "Diagnostics", "ModelsXML", "Localization", "LottieValidation", "CZip", "CCrypto", "CDeflate",
            ],
            // Catalogs/*.json are compiled in (Catalog/BuiltInCatalogs.swift, `make catalogs`):
            // the binary runs with no resource bundle beside it.
            exclude: ["Catalogs"],
            plugins: ["RuleLists"]
        ),
        // `idv-res doctor`: an app project's SDK integration (Xcode project, plists, Swift sources).
        .target(
            name: "Doctor", dependencies: ["Diagnostics", "ModelsXML", "ResourceBundle", "Checksums"],
            plugins: ["RuleLists"]),
        // `idv-res checksum` and `verify`: SHA-256 manifests and Package.swift binary targets.
        .target(name: "Checksums", dependencies: ["Diagnostics", "ResourceBundle"], plugins: ["RuleLists"]),
        // `idv-res preview`: the bundle's views as HTML pages, measured in Chromium.
        .target(name: "Preview", dependencies: ["Diagnostics", "ModelsXML", "ResourceBundle"], plugins: ["RuleLists"]),
        // `idv-res diff` and `upgrade`: what changed between two bundles, and the three-way merge.
        .target(
            name: "BundleChanges", dependencies: ["Diagnostics", "ModelsXML", "ResourceBundle"], plugins: ["RuleLists"]),
        // Every rule of every module in one list (`rules`, `explain`, SARIF, configuration checks).
        .target(
            name: "RuleCatalog",
            dependencies: [
                "Diagnostics", "ModelsXML", "Localization", "LottieValidation", "ResourceBundle", "Doctor", "Checksums",
                "Preview", "BundleChanges",
            ],
            plugins: ["RuleLists"]),
        // `idv-res lsp`: the checks, completion, hover and definitions through the Language Server
        // Protocol, on the editor's in-memory text.
        .target(
            name: "LanguageServer",
            dependencies: [
                "Diagnostics", "ModelsXML", "Localization", "LottieValidation", "ResourceBundle", "RuleCatalog",
            ]),
        // `idv-res preview --serve`: the site served on 127.0.0.1 (libmicrohttpd), each page drawn
        // when asked, redrawn and reloaded in the browser as the bundle's files change.
        .target(name: "LivePreview", dependencies: ["Diagnostics", "ResourceBundle", "Preview", "CMicroHTTPD"]),
        // For the test targets only, in no product, without XCTest: the hostile zip writer, the
        // one process runner, temporary folders, the package's folders, a hand-moved clock.
        .target(name: "TestSupport", dependencies: ["ResourceBundle", "Diagnostics"]),
        .executableTarget(
            name: "idv-res",
            dependencies: [
                "Diagnostics", "ModelsXML", "Localization", "ResourceBundle", "LottieValidation", "Doctor", "Checksums",
                "Preview", "RuleCatalog", "BundleChanges", "LanguageServer", "LivePreview",
            ],
            plugins: ["BuildInfo"]  // the git commit for --version, written before each build
        ),
        .plugin(name: "BuildInfo", capability: .buildTool()),
        // Each module's rule lists and the registry, from the rule files' names, at build time.
        .plugin(name: "RuleLists", capability: .buildTool()),
        .plugin(
            name: "IDVResCommand",
            capability: .command(
                intent: .custom(
                    verb: "idv-res", description: "Validate the package's SDK resources with idv-res.")),
            // No `dependencies: ["idv-res"]`: a plugin's tool is built for the host, so every build of
            // this package compiled all of it twice; the plugin builds the product when it runs.
        ),

        // Skip-or-fail for tests whose corpus or tools are missing (fail under CI=true); decides
        // only, without XCTest: each test target has the shim that skips or fails.
        .target(name: "TestPrerequisites", path: "Tests/TestPrerequisites"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "Diagnostics", "TestSupport"]),
        .testTarget(
            name: "ModelsXMLTests",
            dependencies: ["ModelsXML", "Diagnostics", "ResourceBundle", "RuleCatalog", "TestSupport"]),
        .testTarget(
            name: "LottieValidationTests",
            dependencies: ["LottieValidation", "Diagnostics", "TestSupport", "TestPrerequisites"]),
        .testTarget(
            name: "ResourceBundleTests",
            dependencies: [
                "ResourceBundle", "Localization", "ModelsXML", "LottieValidation", "Diagnostics", "TestSupport",
                "TestPrerequisites", "Doctor", "Checksums", "Preview", "RuleCatalog",
            ]),
        .testTarget(
            name: "BundleChangesTests",
            dependencies: [
                "BundleChanges", "ResourceBundle", "ModelsXML", "Diagnostics", "TestSupport", "TestPrerequisites",
            ]),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: [
                "LanguageServer", "ResourceBundle", "ModelsXML", "Diagnostics", "RuleCatalog", "TestSupport",
                "TestPrerequisites",
            ]),
        .testTarget(
            name: "LivePreviewTests",
            dependencies: [
                "LivePreview", "Preview", "ResourceBundle", "Diagnostics", "TestSupport", "TestPrerequisites",
            ]),
        .testTarget(
            name: "idv-resTests",
            dependencies: [
                "idv-res", "ResourceBundle", "Localization", "Diagnostics", "TestSupport", "TestPrerequisites",
                "Preview", "RuleCatalog", "BundleChanges", "LivePreview",
            ]),
    ]
)
