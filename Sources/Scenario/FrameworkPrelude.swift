/// A generated file for the frameworks that declare a name Foundation on Linux declares too: Core Data's
/// `NSPredicate`, `NSCompoundPredicate` and `NSSortDescriptor` (Foundation's have no format parser and
/// cannot see managed objects' values). A declaration of the compiled module itself is found before an
/// imported one, so these names are Core Data's in every file of a scenario or app that uses it.
enum FrameworkPrelude {
    static func source(for modules: Set<String>) -> String? {
        guard modules.contains("SandboxCoreData") else { return nil }
        return """
            import SandboxCoreData
            typealias NSPredicate = SandboxCoreData.NSPredicate
            typealias NSCompoundPredicate = SandboxCoreData.NSCompoundPredicate
            typealias NSSortDescriptor = SandboxCoreData.NSSortDescriptor

            """
    }
}
