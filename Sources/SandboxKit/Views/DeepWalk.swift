import Foundation

/// The recursive walks over the view and layer tree (measuring, compositing, layout, display, window
/// moves, hit-testing, snapshots, releasing a tree) go one level deeper through `descend`, which counts
/// the levels on the current thread's stack and, every `levelsPerStack` levels, runs the rest of the
/// walk on a fresh thread with its own large stack while the caller waits. A tree of any depth UIKit
/// allows (a chain of 8,192 views) is then walked without overflowing any one stack, including the
/// 512 KB stacks of the compositor's band threads; a tree shallower than `levelsPerStack` (every real
/// screen) never leaves its thread.
///
/// Only one thread of a walk runs at a time (the caller is blocked until the fresh thread ends), so the
/// walk's state needs no locking; each band thread of a threaded composite counts its own levels.
enum DeepWalk {
    /// Levels of the deepest walk (the compositor's, with group opacity) fit comfortably in 512 KB.
    static let levelsPerStack = 48
    /// The fresh threads' stacks: room for `levelsPerStack` levels many times over.
    static let stackSize = 16 << 20

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// How many levels the current thread's stack holds.
    private static var level: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// Runs `body` (a walk one level down) on this stack, or on a fresh one when this one holds enough.
    @inline(__always)
    static func descend<T>(_ body: () -> T) -> T {
        let current = level
        if current >= levelsPerStack { return onFreshStack(body) }
        level = current + 1
        defer { level = current }
        return body()
    }

    /// Runs `body` on a new thread with a `stackSize` stack and waits for it.
    static func onFreshStack<T>(_ body: () -> T) -> T {
        var value: T?
        withoutActuallyEscaping(body) { body in
            let done = DispatchSemaphore(value: 0)
            let work = DeepWalkWork()
            work.run = { value = body() }
            let thread = Thread {
                work.run?()
                // The thread object outlives this call: let go of the walk's closure before the caller
                // goes on (it must not escape `withoutActuallyEscaping`).
                work.run = nil
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
        }
        return value!
    }
}

/// The closure a fresh thread runs for `DeepWalk.onFreshStack`, released by that thread when done.
private final class DeepWalkWork: @unchecked Sendable {
    var run: (() -> Void)?
}
