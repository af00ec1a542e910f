import Foundation
import RasterKernels
#if canImport(RasterKernelsAVX2)
import RasterKernelsAVX2
#endif

extension KernelSet {
    /// The kernels every draw uses, chosen once, at first use: the best level the CPU supports, or the
    /// baseline when the environment sets `RASTER_CPU=baseline` (so tests and benchmarks can run both).
    static let active: KernelSet = {
        kernels(for: level(requested: ProcessInfo.processInfo.environment["RASTER_CPU"], supported: supportedLevels)) ?? .baseline
    }()

    /// The level to run: `RASTER_CPU=baseline` forces the baseline; anything else (or nothing) picks the
    /// best supported level. A level the CPU lacks is never chosen, whatever the environment says.
    static func level(requested: String?, supported: [CPULevel]) -> CPULevel {
        requested == CPULevel.baseline.rawValue ? .baseline : supported.last ?? .baseline
    }

    /// The levels this CPU and this build support, baseline first (read once from `/proc/cpuinfo`).
    static let supportedLevels: [CPULevel] = {
        #if canImport(RasterKernelsAVX2)
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        if CPULevel.best(cpuFlags: CPULevel.flags(cpuinfo: cpuinfo)) == .avx2 { return [.baseline, .avx2] }
        #endif
        return [.baseline]
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
        }
    }

    /// `active`, or the kernels of `level` when a test asks for it (and the CPU has it).
    static func chosen(_ level: CPULevel?) -> KernelSet {
        level.flatMap(kernels(for:)) ?? active
    }
}

/// Which kernels this process draws with, for benchmarks and logs: "baseline" or "x86-64-v3".
public enum RasterCPU {
    public static var level: String { KernelSet.active.level.rawValue }
}
