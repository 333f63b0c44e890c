extension ArchiveEntryRecipe {
    /// How a rule example's zip entry is damaged: a hostile archive said in code, part of the
    /// rule's examples (the examples ship), applied by the runner's writer (TestSupport's
    /// `RecipeZipWriter`).
    public enum Damage: Sendable, Hashable, CaseIterable {
        /// A wrong CRC-32 in both headers.
        case crc
        /// The encryption flag set (the data left readable).
        case encrypted
        /// The compressed stream starts with an invalid deflate block.
        case corruptData
        /// The archive ends in the middle of this entry's data (no central directory).
        case truncate
        /// No data of its own: its central record points at the previous entry's.
        case overlap
        /// The external attributes of a named pipe.
        case fifo
    }
}
