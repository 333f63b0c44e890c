#if canImport(Glibc)
    import Glibc

    /// glibc's allocator grows each thread's heap by what one request needs, with an
    /// `mprotect` call per step: about a thousand for one `validate` of a real zip, 4% of its
    /// CPU (perf). A top pad makes heaps grow by megabytes at a time, and a fixed mmap threshold
    /// keeps inflated files (up to 8 MiB) in the heap, where their pages are reused instead of
    /// faulted in again. Pad that is never touched costs address space, not memory.
    enum AllocatorTuning {
        /// Whether the C library took both settings.
        @discardableResult
        static func apply() -> Bool {
            // mallopt is not in the Glibc module; dlsym finds it in the C library.
            typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
            let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
            let topPad: Int32 = -2  // M_TOP_PAD
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
            // mallopt returns 1 on success.
            return mallopt(topPad, 8 << 20) == 1 && mallopt(mmapThreshold, 8 << 20) == 1
        }
    }
#else
    enum AllocatorTuning {
        @discardableResult
        static func apply() -> Bool { false }
    }
#endif
