import Foundation

/// A store of a coordinator: an SQLite file, or memory only (`NSInMemoryStoreType`, or a store whose URL
/// is `/dev/null`, as tests on iOS make one).
open class NSPersistentStore: NSObject {
    open private(set) var type: String
    open var url: URL?
    open private(set) var configurationName: String
    open private(set) var options: [AnyHashable: Any]?
    open var identifier: String!
    open var isReadOnly: Bool = false
    open var metadata: [String: Any]! = [:]
    open internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    let database: SQLiteDatabase?

    init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?, database: SQLiteDatabase?) {
        self.type = type
        self.configurationName = configurationName ?? "Default"
        self.url = url
        self.options = options
        self.database = database
        identifier = database?.metadata("identifier") ?? UUID().uuidString
        super.init()
        if let database, database.metadata("identifier") == nil { try? database.setMetadata("identifier", identifier) }
        metadata = [NSStoreTypeKey: type, NSStoreUUIDKey: identifier as Any]
    }
}

public let NSStoreTypeKey = "NSStoreType"
public let NSStoreUUIDKey = "NSStoreUUID"
