/// LLVM's prefetch intrinsic (`prefetcht0` on x86, `prfm` on arm64). Swift has no spelling for it, and
/// calling it by its LLVM name keeps the kernels free of a C module. A prefetch never faults, so an
/// address past the end of a bitmap is harmless.
@usableFromInline @_silgen_name("llvm.prefetch.p0")
func llvmPrefetch(_ address: UnsafeRawPointer, _ write: Int32, _ locality: Int32, _ dataCache: Int32)

/// Asks for the cache line holding `address` (read, keep in all cache levels) without waiting for it.
@_transparent public func prefetch(_ address: UnsafeRawPointer) {
    llvmPrefetch(address, 0, 3, 1)
}
