/// `LaneInterleave` lane by lane, for code compiled for every CPU: the baseline kernels, and a page's
/// transpose (made once per snapshot). Kernels of a CPU level with the instructions take those instead.
public enum PortableLanes: LaneInterleave {
    @inlinable @inline(__always)
    public static func interleaveLow32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        PixelLanes(a[0], b[0], a[1], b[1], a[4], b[4], a[5], b[5])
    }

    @inlinable @inline(__always)
    public static func interleaveHigh32(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        PixelLanes(a[2], b[2], a[3], b[3], a[6], b[6], a[7], b[7])
    }

    @inlinable @inline(__always)
    public static func interleaveLow64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        PixelLanes(a[0], a[1], b[0], b[1], a[4], a[5], b[4], b[5])
    }

    @inlinable @inline(__always)
    public static func interleaveHigh64(_ a: PixelLanes, _ b: PixelLanes) -> PixelLanes {
        PixelLanes(a[2], a[3], b[2], b[3], a[6], a[7], b[6], b[7])
    }
}
