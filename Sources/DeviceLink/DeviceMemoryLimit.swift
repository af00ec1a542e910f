import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A device that allocates without end must die alone, not take the window, the command or the machine
/// with it: its heap is capped (RLIMIT_DATA, which covers private mappings too: an allocation past it
/// fails, and Swift's runtime stops the device saying so), and it is the kernel's first choice when
/// memory runs out (oom_score_adj). The window's devices and the headless commands' apply the same.
public enum DeviceMemoryLimit {
    /// Half the machine's memory in megabytes, at most 8 GB.
    public static var defaultMegabytes: Int {
        Int(min(ProcessInfo.processInfo.physicalMemory / 2, 8 << 30) >> 20)
    }

    /// Applied in the device itself, before the scenario runs; 0 caps nothing.
    public static func apply(megabytes: Int) {
        // Best effort: without it the heap is still capped below.
        let adj = open("/proc/self/oom_score_adj", O_WRONLY | O_CLOEXEC)
        if adj >= 0 {
            _ = "1000".withCString { Glibc.write(adj, $0, 4) }
            close(adj)
        }
        guard megabytes > 0 else { return }
        var limit = rlimit(rlim_cur: rlim_t(megabytes) << 20, rlim_max: rlim_t(megabytes) << 20)
        var current = rlimit()
        if getrlimit(Int32(RLIMIT_DATA.rawValue), &current) == 0, current.rlim_max < limit.rlim_max {
            limit.rlim_cur = current.rlim_max
            limit.rlim_max = current.rlim_max
        }
        setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
    }
}
