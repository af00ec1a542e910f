/// The instruction-set levels the kernels are compiled for.
public enum CPULevel: String, Sendable, CaseIterable {
    /// Whatever the whole package is compiled for (on x86-64: SSE2 only), so it runs everywhere.
    case baseline
    /// x86-64-v3: AVX2, FMA, BMI1/2, F16C, LZCNT, MOVBE (Intel Haswell, AMD Excavator and later).
    case avx2 = "x86-64-v3"
    /// x86-64-v4: x86-64-v3 and AVX-512 F, BW, CD, DQ and VL (Intel Skylake-SP, AMD Zen 4 and later). The
    /// kernels keep their 256-bit vectors; what they gain is twice the vector registers (fewer spills),
    /// three-input logic and two-table permutes.
    case avx512 = "x86-64-v4"

    /// The Linux `/proc/cpuinfo` flags x86-64-v3 needs (`abm` is how Linux reports LZCNT; the kernel
    /// drops `avx` and `avx2` when the OS does not save the YMM registers).
    static let avx2Flags: Set<Substring> = ["avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave"]
    /// The flags x86-64-v4 needs besides (the kernel drops the `avx512` ones when the OS does not save the
    /// AVX-512 registers).
    static let avx512Flags: Set<Substring> = ["avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"]

    /// The best level a CPU with these `/proc/cpuinfo` flags runs (baseline when any flag is missing).
    public static func best(cpuFlags flags: Set<Substring>) -> CPULevel {
        guard avx2Flags.isSubset(of: flags) else { return .baseline }
        return avx512Flags.isSubset(of: flags) ? .avx512 : .avx2
    }

    /// The flags of the first processor in the text of `/proc/cpuinfo` (the line `flags : a b c`).
    public static func flags(cpuinfo: String) -> Set<Substring> {
        for line in cpuinfo.split(separator: "\n") where line.hasPrefix("flags") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return Set(line[line.index(after: colon)...].split(separator: " "))
        }
        return []
    }
}
