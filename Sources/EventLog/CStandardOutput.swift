import Foundation

/// C's `stdout`, the buffer `print` writes into, for the places that set its buffering or check it for
/// a failed write. Swift 6 refuses to read the C global `stdout` (a mutable variable another thread
/// could change); the C library never changes it, so it is read once, by its symbol.
package enum CStandardOutput {
    @MainActor package static let stream: UnsafeMutablePointer<FILE> = {
        // A null handle is RTLD_DEFAULT: the symbol as the process links it.
        guard let symbol = dlsym(nil, "stdout") else { fatalError("the C library has no stdout") }
        return symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>.self).pointee
    }()
}
