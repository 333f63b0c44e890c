extension VersionNode {
    /// Every block of the version, nested blocks right after their parent, handed to `body`
    /// in place: no array of block copies per version (`allBlocks` collects them).
    func forEachBlock(_ body: (CaptureBlock) -> Void) {
        for side in sides.indices {
            for block in sides[side].blocks.indices { sides[side].blocks[block].forEachBlock(body) }
        }
    }
}

extension CaptureBlock {
    /// This block, then the blocks nested in it.
    func forEachBlock(_ body: (CaptureBlock) -> Void) {
        body(self)
        for block in nested.indices { nested[block].forEachBlock(body) }
    }
}
