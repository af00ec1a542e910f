import Foundation

/// A Core Data model as Xcode's model editor saves it: an `.xcdatamodeld` folder holding one
/// `Name.xcdatamodel` folder per version (the current one named by `.xccurrentversion`), each with the
/// XML file `contents`; or one `.xcdatamodel` folder on its own.
public struct DataModel: Sendable, Equatable {
    /// The model's name: the `.xcdatamodeld` folder's without its extension (`NSPersistentContainer(name:)`
    /// looks a model up by it).
    public var name: String
    public var entities: [DataModelEntity]
    /// Problems that did not stop the reading (an attribute type not known, a version file missing).
    public var warnings: [String]

    public init(name: String, entities: [DataModelEntity], warnings: [String] = []) {
        self.name = name
        self.entities = entities
        self.warnings = warnings
    }

    public func entity(named name: String) -> DataModelEntity? { entities.first { $0.name == name } }

    /// The `contents` file of the model's current version: for an `.xcdatamodeld`, the version
    /// `.xccurrentversion` names, else the last version by name; for an `.xcdatamodel`, its own.
    public static func contentsFile(of url: URL) -> URL? {
        let fm = FileManager.default
        if url.pathExtension.lowercased() == "xcdatamodel" {
            let file = url.appendingPathComponent("contents")
            return fm.fileExists(atPath: file.path) ? file : nil
        }
        var versionName: String?
        if let data = fm.contents(atPath: url.appendingPathComponent(".xccurrentversion").path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            versionName = plist["_XCCurrentVersionName"] as? String
        }
        if let versionName {
            let file = url.appendingPathComponent(versionName).appendingPathComponent("contents")
            if fm.fileExists(atPath: file.path) { return file }
        }
        let versions = ((try? fm.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.lowercased().hasSuffix(".xcdatamodel") }.sorted()
        for version in versions.reversed() {
            let file = url.appendingPathComponent(version).appendingPathComponent("contents")
            if fm.fileExists(atPath: file.path) { return file }
        }
        return nil
    }

    /// Reads the model at `url` (an `.xcdatamodeld` or `.xcdatamodel` folder), or nil when it has no
    /// readable `contents` file.
    public static func load(_ url: URL) -> DataModel? {
        guard let file = contentsFile(of: url), let data = FileManager.default.contents(atPath: file.path) else { return nil }
        let name = url.deletingPathExtension().lastPathComponent
        return parse(String(decoding: data, as: UTF8.self), name: name)
    }

    /// The model in the XML of a `contents` file; a document without a `<model>` root has no entities.
    public static func parse(_ text: String, name: String) -> DataModel {
        var warnings: [String] = []
        guard let root = ModelXMLElement.parse(text), root.name == "model" else {
            return DataModel(name: name, entities: [], warnings: ["\(name): no <model> element"])
        }
        var entities: [DataModelEntity] = []
        for e in root.children(named: "entity") {
            guard let entityName = e.attributes["name"], !entityName.isEmpty else { continue }
            var entity = DataModelEntity(name: entityName)
            if let represented = e.attributes["representedClassName"], !represented.isEmpty {
                let bare = represented.split(separator: ".").last.map(String.init) ?? represented
                entity.className = bare == "NSManagedObject" || bare.isEmpty ? nil : bare
            }
            entity.codegen = DataModelEntity.Codegen(rawValue: e.attributes["codeGenerationType"] ?? "") ?? .manual
            entity.parentName = e.attributes["parentEntity"]
            entity.isAbstract = e.attributes["isAbstract"] == "YES"
            for a in e.children(named: "attribute") {
                guard let attributeName = a.attributes["name"], !attributeName.isEmpty else { continue }
                let typeName = a.attributes["attributeType"] ?? "Undefined"
                let kind = DataModelAttribute.Kind(rawValue: typeName) ?? {
                    warnings.append("\(name): attribute \(entityName).\(attributeName) has type '\(typeName)', which is not known; it is kept as Undefined")
                    return .undefined
                }()
                entity.attributes.append(DataModelAttribute(
                    name: attributeName, kind: kind, isOptional: a.attributes["optional"] == "YES",
                    isTransient: a.attributes["transient"] == "YES", defaultValue: a.attributes["defaultValueString"],
                    usesScalarValueType: a.attributes["usesScalarValueType"] == "YES",
                    customClassName: a.attributes["customClassName"]))
            }
            for r in e.children(named: "relationship") {
                guard let relationshipName = r.attributes["name"], !relationshipName.isEmpty,
                      let destination = r.attributes["destinationEntity"] else { continue }
                let maxCount = Int(r.attributes["maxCount"] ?? "") ?? 0
                entity.relationships.append(DataModelRelationship(
                    name: relationshipName, destination: destination, inverseName: r.attributes["inverseName"],
                    isToMany: r.attributes["toMany"] == "YES" && maxCount != 1, isOrdered: r.attributes["ordered"] == "YES",
                    isOptional: r.attributes["optional"] == "YES",
                    deleteRule: DataModelRelationship.DeleteRule(rawValue: r.attributes["deletionRule"] ?? "") ?? .nullify,
                    minCount: Int(r.attributes["minCount"] ?? "") ?? 0, maxCount: maxCount))
            }
            for group in e.children(named: "uniquenessConstraints") {
                for constraint in group.children(named: "uniquenessConstraint") {
                    let names = constraint.children(named: "constraint").compactMap { $0.attributes["value"] }
                    if !names.isEmpty { entity.uniquenessConstraints.append(names) }
                }
            }
            entities.append(entity)
        }
        return DataModel(name: name, entities: entities, warnings: warnings)
    }
}
