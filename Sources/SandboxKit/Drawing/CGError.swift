import Foundation

/// Core Graphics' result codes.
public enum CGError: Int32, Error, Sendable {
    case success = 0
    case failure = 1000
    case illegalArgument = 1001
    case invalidConnection = 1002
    case invalidContext = 1003
    case cannotComplete = 1004
    case notImplemented = 1006
    case rangeCheck = 1007
    case typeCheck = 1008
    case invalidOperation = 1010
    case noneAvailable = 1011
}
