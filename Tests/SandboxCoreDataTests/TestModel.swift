import CoreDataModel
import Foundation
import SandboxCoreData

/// A to-do model as Xcode's editor writes it: lists of items, an item's list to-one (nullify), a list's
/// items to-many (cascade), and tags to-many both ways.
enum TestModel {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23A344" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="TodoList" representedClassName="TodoList" syncable="YES" codeGenerationType="class">
                <attribute name="name" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="list" inverseEntity="Item"/>
            </entity>
            <entity name="Item" representedClassName=".Item" syncable="YES" codeGenerationType="category">
                <attribute name="title" attributeType="String" defaultValueString="Untitled"/>
                <attribute name="done" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="priority" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="id" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <attribute name="note" optional="YES" attributeType="String"/>
                <relationship name="list" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="TodoList" inverseName="items" inverseEntity="TodoList"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="items" inverseEntity="Tag"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES">
                <attribute name="label" optional="YES" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="tags" inverseEntity="Item"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="label"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            <elements>
                <element name="TodoList" positionX="-63" positionY="-18" width="128" height="59"/>
            </elements>
        </model>
        """

    static var dataModel: DataModel { DataModel.parse(xml, name: "Todo") }

    /// A container over the model with its store in memory (`/dev/null`, as tests on iOS make one), or in
    /// the SQLite file `url`.
    static func container(storeAt url: URL? = nil) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "Todo", managedObjectModel: NSManagedObjectModel(dataModel))
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url ?? URL(fileURLWithPath: "/dev/null"))]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }

    static func item(_ title: String, priority: Int = 0, in context: NSManagedObjectContext) -> NSManagedObject {
        let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
        item.setValue(title, forKey: "title")
        item.setValue(priority, forKey: "priority")
        return item
    }
}
