extension ArchiveEntryRecipe {
    /// How a rule example's zip entry is damaged: a hostile archive said in code, part of the
    /// rule's examples (the examples ship), applied by the runner's writer (TestSupport's
    /// `RecipeZipWriter`).
    public enum Damage: Sendable, Hashable, CaseIterable {
        /// A wrong CRC-32 in the central directory and the local header (a data descriptor,
        /// with `dataDescriptor`, keeps the right one).
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
        /// The external attributes of a folder (the Unix mode 040755 and the MS-DOS folder
        /// bit) on an entry with a file's name and data.
        case folderAttributes
        /// Written as a stream writes it: flag bit 3, zeros in the local header's CRC-32 and
        /// sizes, and a data descriptor (with its signature) after the data.
        case dataDescriptor
        /// A data descriptor (as `dataDescriptor`) whose CRC-32 is wrong; the central
        /// directory's is right.
        case descriptorCRC
        /// A wrong CRC-32 in the local header only; the central directory's is right.
        case localCRC
        /// Both headers give the size as 0xFFFFFFFF (4 GiB - 1, the zip64 marker), with no
        /// zip64 field; the data is the recipe's.
        case zip64SizeMarker
    }
}

extension ArchiveEntryRecipe {
    /// The name, and what is wrong with it (`strings/strings.xml (descriptorCRC)`): examples
    /// that differ only in their damage read apart in `explain`.
    public var described: String {
        damage.isEmpty ? name : name + " (" + damage.map { "\($0)" }.sorted().joined(separator: ", ") + ")"
    }
}
