/// What `preview` draws: the phone size. Language and density are all drawn, one page each.
public struct PreviewOptions: Sendable {
    /// A phone screen in CSS pixels (portrait).
    public struct Device: Sendable, Equatable {
        public let name: String
        public let width: Int
        public let height: Int
    }

    /// `--device` presets; the first is the default.
    public static let devices: [Device] = [
        Device(name: "iphone", width: 390, height: 844),
        Device(name: "iphone-se", width: 320, height: 568),
        Device(name: "android", width: 412, height: 915),
        Device(name: "android-small", width: 360, height: 640),
        Device(name: "tablet", width: 820, height: 1180),
    ]

    public var device: Device = PreviewOptions.devices[0]
    /// Replace the output folder when it holds an earlier preview site (never anything else).
    public init(device: Device = PreviewOptions.devices[0]) {
        self.device = device
    }
}
