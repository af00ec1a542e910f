import Foundation

// Core Graphics' C comparisons (`CGRectEqualToRect`) as the Swift overlay names them.
extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
