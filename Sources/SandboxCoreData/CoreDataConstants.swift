import Foundation

public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"

public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

public let NSValidationObjectErrorKey = "NSValidationErrorObject"
public let NSValidationKeyErrorKey = "NSValidationErrorKey"
public let NSValidationValueErrorKey = "NSValidationErrorValue"
public let NSDetailedErrorsKey = "NSDetailedErrors"
public let NSPersistentStoreSaveConflictsErrorKey = "conflictList"

public let NSManagedObjectValidationError = 1550
public let NSValidationMultipleErrorsError = 1560
public let NSValidationMissingMandatoryPropertyError = 1570
public let NSValidationRelationshipDeniedDeleteError = 1600
public let NSManagedObjectReferentialIntegrityError = 133000
public let NSManagedObjectConstraintMergeError = 133021
public let NSPersistentStoreSaveError = 134030
public let NSPersistentStoreOpenError = 134080

extension Notification.Name {
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSObjectsChangedInManagingContextNotification")
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagingContextDidSaveChangesNotification")
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagingContextWillSaveChangesNotification")
    public static let NSPersistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// CVarArg for the values apps pass to `NSPredicate(format:)` with `as CVarArg`, as they do on iOS, where
/// Objective-C objects are C variadic arguments (the predicate here takes `Any`).
extension NSObject: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [Int(bitPattern: UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()))] }
}

extension UUID: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { [] }
}

extension Date: @retroactive CVarArg {
    public var _cVarArgEncoding: [Int] { timeIntervalSinceReferenceDate._cVarArgEncoding }
}
