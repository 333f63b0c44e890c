let package = Package(targets: [
  /* .binaryTarget(name: "X", url: "u", checksum: "c") */
  .binaryTarget(name: #"A"#, url: "https://x/a.zip?x#y", checksum: """
  abc
  """),
  .binaryTarget(name: "B\(x)", url: u, checksum: "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"),
])
