import Foundation

/// The recursive walks over the view and layer tree (measuring, compositing, layout, display, window
/// moves, tint changes, autoresizing, hit-testing, snapshots, the view tree, releasing a tree) go one
/// level deeper through `descend`, which counts the levels on the current thread's stack and, when that
/// stack holds its share, runs the rest of the walk on a fresh thread with its own large stack while the
/// caller waits. A tree of any depth (a chain of 8,192 views, or 50,000) is then walked without
/// overflowing any one stack, including the 512 KB stacks of the compositor's band threads; a tree
/// shallower than `levelsPerStack` (every real screen) never leaves its thread.
///
/// Only one thread of a walk runs at a time (the caller is blocked until the fresh thread ends), so the
/// walk's state needs no locking; each band thread of a threaded composite counts its own levels.
enum DeepWalk {
    /// Levels a stack of unknown size takes: the deepest walk (the compositor's, with group opacity)
    /// fits 48 levels in 512 KB, the smallest stack a walk runs on.
    static let levelsPerStack = 48
    /// The fresh threads' stacks.
    static let stackSize = 16 << 20
    /// Levels a fresh stack takes before the walk moves on to the next: half of what `levelsPerStack`'s
    /// room per level would fit in `stackSize` (768), so a 50,000-deep chain needs 66 threads, not 1,042.
    static let levelsPerFreshStack = levelsPerStack * (stackSize / (512 << 10)) / 2

    private static let levelKey = makeKey()
    /// Set on the fresh threads only: their limit (`levelsPerFreshStack`); other threads use `levelsPerStack`.
    private static let limitKey = makeKey()

    private static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }

    /// How many levels the current thread's stack holds.
    private static var level: Int {
        get { Int(bitPattern: pthread_getspecific(levelKey)) }
        set { pthread_setspecific(levelKey, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// How many levels the current thread's stack takes.
    private static var limit: Int {
        let fresh = Int(bitPattern: pthread_getspecific(limitKey))
        return fresh > 0 ? fresh : levelsPerStack
    }

    /// Runs `body` (a walk one level down) on this stack, or on a fresh one when this one holds enough.
    @inline(__always)
    static func descend<T>(_ body: () -> T) -> T {
        let current = level
        if current >= levelsPerStack, current >= limit { return onFreshStack(body) }
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
            let held = MainActorLoan.isHeld
            let thread = Thread {
                pthread_setspecific(limitKey, UnsafeRawPointer(bitPattern: levelsPerFreshStack))
                if held { MainActorLoan.run { work.run?() } } else { work.run?() }
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
