import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The device's frames in memory both processes map: a header and two frame buffers. The device writes a
/// finished frame into a buffer the window is not reading and says which ("frame N ready"); the window
/// reads the damaged part straight into its texture and hands the older buffer back. Each published
/// buffer holds a whole frame, so the window can always redraw the latest one, even after the device died.
///
/// Made by the window (`create`), sized for the largest device screen it will ask for; pages the device
/// never touches take no memory. Layout: 8 header words (magic, capacity in pixels per buffer), then the
/// buffers, each `capacity` pixels of 0xAARRGGBB, premultiplied, rows packed at the frame's width.
public final class SharedFrames {
    static let magic: UInt64 = 0x5342_4652_414D_4531 // "SBFRAME1"
    static let headerBytes = 64
    public static let bufferCount = 2

    /// Pixels each buffer holds.
    public let capacity: Int
    /// The descriptor of the memory (the device inherits it).
    public let descriptor: Int32
    private let base: UnsafeMutableRawPointer
    private let length: Int

    /// New memory for two buffers of `capacity` pixels, in /dev/shm when there is one (never a file
    /// anyone else can open: it is unlinked at once).
    public static func create(capacity: Int) throws -> SharedFrames {
        let bytes = headerBytes + bufferCount * capacity * 4
        var fd: Int32 = -1
        for folder in ["/dev/shm", NSTemporaryDirectory()] {
            var template = Array("\(folder)/sandbox-frames-XXXXXX".utf8CString)
            fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            if fd >= 0 {
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
                break
            }
        }
        guard fd >= 0 else { throw LinkError.system("cannot create the frame memory", errno) }
        guard ftruncate(fd, off_t(bytes)) == 0 else {
            let e = errno
            close(fd)
            throw LinkError.system("cannot size the frame memory", e)
        }
        let frames = try SharedFrames(descriptor: fd)
        frames.base.storeBytes(of: magic, as: UInt64.self)
        frames.base.storeBytes(of: UInt64(capacity), toByteOffset: 8, as: UInt64.self)
        return frames
    }

    /// Maps memory made by `create` (the device's side, from the descriptor it inherited).
    public init(descriptor fd: Int32) throws {
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_size >= off_t(Self.headerBytes) else {
            throw LinkError.system("cannot read the frame memory's size", errno)
        }
        length = Int(st.st_size)
        guard let p = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), p != MAP_FAILED else {
            throw LinkError.system("cannot map the frame memory", errno)
        }
        base = p
        descriptor = fd
        capacity = (length - Self.headerBytes) / (Self.bufferCount * 4)
        let m = base.load(as: UInt64.self)
        // A fresh mapping from `create` has no magic yet; one made elsewhere must say what it is.
        guard m == 0 || m == Self.magic else { throw LinkError.protocolViolation("not sandbox frame memory") }
    }

    deinit {
        munmap(base, length)
        close(descriptor)
    }

    /// The first pixel of `buffer` (0 or 1).
    public func pixels(_ buffer: Int) -> UnsafeMutablePointer<UInt32> {
        precondition((0..<Self.bufferCount).contains(buffer), "no frame buffer \(buffer)")
        return (base + Self.headerBytes + buffer * capacity * 4).assumingMemoryBound(to: UInt32.self)
    }
}
