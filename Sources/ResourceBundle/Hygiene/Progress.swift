/// Where long work (checking every byte of big zips, packing) tells how far it got. The
/// library only counts; the command line decides whether and how to show it (on a TTY).
/// Several inputs checked in parallel share one handler: each adds what it expects, then
/// advances by what it did.
public struct ProgressHandler: Sendable {
    /// Adds `bytes` to the total work expected.
    public let expect: @Sendable (_ bytes: UInt64) -> Void
    /// Adds `bytes` to the work done.
    public let advance: @Sendable (_ bytes: UInt64) -> Void

    public init(
        expect: @escaping @Sendable (_ bytes: UInt64) -> Void, advance: @escaping @Sendable (_ bytes: UInt64) -> Void
    ) {
        self.expect = expect
        self.advance = advance
    }
}
