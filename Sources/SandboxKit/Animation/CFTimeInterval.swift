import Foundation

/// Core Foundation's seconds, as Core Animation's timing API is typed (Foundation on Linux lacks it).
public typealias CFTimeInterval = TimeInterval
