import Foundation

/// Core Foundation's seconds, as Core Animation's timing API is typed (Foundation on Linux lacks it).
public typealias CFTimeInterval = TimeInterval

/// Core Foundation's absolute time: seconds since 1 January 2001, as `CFAbsoluteTimeGetCurrent()` gives it.
public typealias CFAbsoluteTime = TimeInterval

public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
