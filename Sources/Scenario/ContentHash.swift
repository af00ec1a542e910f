import Foundation

/// A 128-bit content hash for the compiled-scenario cache: two independent 64-bit FNV-1a hashes (different
/// offsets) of the parts, each part's length mixed in so ("ab", "c") and ("a", "bc") differ.
enum ContentHash {
    static func hex(of parts: [String]) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        func mix(_ byte: UInt8) {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 ^ (b >> 29)
        }
        for part in parts {
            for byte in part.utf8 { mix(byte) }
            var n = part.utf8.count
            for _ in 0..<8 { mix(UInt8(n & 0xFF)); n >>= 8 }
        }
        return String(a, radix: 16) + String(b, radix: 16)
    }

    /// The same hash of bytes (a cached library's, to find it damaged).
    static func hex(of data: Data) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        data.withUnsafeBytes { raw in
            for byte in raw {
                a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
                b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 ^ (b >> 29)
            }
        }
        return String(a, radix: 16) + String(b, radix: 16) + ":\(data.count)"
    }
}
