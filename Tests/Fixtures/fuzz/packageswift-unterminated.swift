let p = Package(targets: [.binaryTarget(name: #"A
/* /* */ .binaryTarget(url: """
