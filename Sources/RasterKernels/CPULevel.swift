/// The instruction-set levels the kernels are compiled for.
public enum CPULevel: String, Sendable, CaseIterable {
    /// Whatever the whole package is compiled for (on x86-64: SSE2 only), so it runs everywhere.
    case baseline
    /// x86-64-v3: AVX2, FMA, BMI1/2, F16C, LZCNT, MOVBE (Intel Haswell, AMD Excavator and later).
    case avx2 = "x86-64-v3"

    /// The Linux `/proc/cpuinfo` flags x86-64-v3 needs (`abm` is how Linux reports LZCNT; the kernel
    /// drops `avx` and `avx2` when the OS does not save the YMM registers).
    static let avx2Flags: Set<Substring> = ["avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave"]

    /// The best level a CPU with these `/proc/cpuinfo` flags runs (baseline when any flag is missing).
    public static func best(cpuFlags flags: Set<Substring>) -> CPULevel {
        avx2Flags.isSubset(of: flags) ? .avx2 : .baseline
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
