extension Sequence where Element == UInt8 {
    /// Every byte is below 0x80. Then each byte of a String's UTF-8 is one Character (but
    /// for "\r\n"), and the checks may read bytes instead of breaking text into Characters,
    /// which is the main cost of their passes. Inlinable, so each caller gets its own loop.
    @inlinable public var isAllASCII: Bool { allSatisfy { $0 < 0x80 } }
}
