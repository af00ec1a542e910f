import Foundation
import RasterKernels
#if canImport(RasterKernelsAVX2)
import RasterKernelsAVX2
#endif
#if canImport(RasterKernelsAVX512)
import RasterKernelsAVX512
#endif

extension KernelSet {
    /// The kernels every draw uses, chosen once, at first use: the best level the CPU supports, or the
    /// level the environment names in `RASTER_CPU` (`baseline`, `x86-64-v3`), so tests and benchmarks can
    /// run each (valgrind, for one, runs no AVX-512).
    static let active: KernelSet = {
        kernels(for: level(requested: ProcessInfo.processInfo.environment["RASTER_CPU"], supported: supportedLevels)) ?? .baseline
    }()

    /// The level to run: the one `requested` names if the CPU supports it, else the best supported level.
    /// A level the CPU lacks is never chosen, whatever the environment says.
    static func level(requested: String?, supported: [CPULevel]) -> CPULevel {
        if let requested = requested.flatMap(CPULevel.init(rawValue:)), supported.contains(requested) { return requested }
        return supported.last ?? .baseline
    }

    /// The levels this CPU and this build support, baseline first (read once from `/proc/cpuinfo`).
    static let supportedLevels: [CPULevel] = {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let best = CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: cpuinfo))
        var levels: [CPULevel] = [.baseline]
        #if canImport(RasterKernelsAVX2)
        if best == .avx2 || best == .avx512 { levels.append(.avx2) }
        #endif
        #if canImport(RasterKernelsAVX512)
        if best == .avx512 { levels.append(.avx512) }
        #endif
        return levels
    }()

    /// The kernels of `level`, or nil when this CPU or build cannot run them.
    static func kernels(for level: CPULevel) -> KernelSet? {
        guard supportedLevels.contains(level) else { return nil }
        switch level {
        case .baseline: return .baseline
        case .avx2:
            #if canImport(RasterKernelsAVX2)
            return .avx2
            #else
            return nil
            #endif
        case .avx512:
            #if canImport(RasterKernelsAVX512)
            return .avx512
            #else
            return nil
            #endif
        }
    }

    /// `active`, or the kernels of `level` when a test asks for it (and the CPU has it).
    static func chosen(_ level: CPULevel?) -> KernelSet {
        level.flatMap(kernels(for:)) ?? active
    }
}

/// Which kernels this process draws with, for benchmarks and logs: "baseline", "x86-64-v3" or "x86-64-v4".
public enum RasterCPU {
    public static var level: String { KernelSet.active.level.rawValue }
}
