import Foundation

/// What a save does when a new object's uniquely constrained values are already in the store: fail
/// (`error`), let the new object's values win (`mergeByPropertyObjectTrump`, `overwrite`), or keep the
/// stored object (`mergeByPropertyStoreTrump`, `rollback`).
open class NSMergePolicy: NSObject {
    public enum MergeType: UInt, Sendable {
        case errorMergePolicyType = 0
        case mergeByPropertyStoreTrumpMergePolicyType = 1
        case mergeByPropertyObjectTrumpMergePolicyType = 2
        case overwriteMergePolicyType = 3
        case rollbackMergePolicyType = 4
    }

    public let mergeType: MergeType

    public init(merge ty: MergeType) {
        mergeType = ty
        super.init()
    }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)

    /// Whether the new object's values win a uniqueness conflict.
    var newObjectWins: Bool { mergeType == .mergeByPropertyObjectTrumpMergePolicyType || mergeType == .overwriteMergePolicyType }
}

public let NSErrorMergePolicy: Any = NSMergePolicy.error
public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback
