// swift-tools-version:5.9
import PackageDescription

let version = "2.1.0"

let package = Package(
    name: "IdentiaFlowSDK",
    products: [
        .library(name: "IdentiaFlow", targets: ["IdentiaFlow", "OpenSSL"]),
    ],
    targets: [
        .binaryTarget(
            name: "IdentiaFlow",
            url: "https://cdn.example.com/identiaflow/2.1.0/identiaFlow.xcframework.zip",
            checksum: "6ab353e5a6b554a21ef599a760b776531581fdb3a376478a96a000f65a70a6f1"
        ),
        // .binaryTarget(name: "Old", url: "https://cdn.example.com/old.zip", checksum: "0000"),
        .binaryTarget(name: "OpenSSL", url: "https://cdn.example.com/identiaflow/2.1.0/openssl.zip?download=1", checksum: "e31002dff93652d3eb669b7efe37a882f93bbb9354f82ee94941fa11173e199c"),
        /* a local framework is not a download: skipped
        */
        .binaryTarget(name: "Local", path: "Frameworks/Local.xcframework"),
    ]
)
