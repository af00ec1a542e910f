/// The document's `<resources>`: images, asset-catalog colours and system colours it uses.
public struct IBResources: Sendable, Hashable {
    public var images: [IBImageResource] = []
    public var namedColors: [IBColorResource] = []
    public var systemColors: [IBColorResource] = []

    init() {}

    init(_ element: IBElement) {
        for child in element.children {
            switch child.name {
            case "image": images.append(IBImageResource(child))
            case "namedColor": namedColors.append(IBColorResource(child))
            case "systemColor": systemColors.append(IBColorResource(child))
            default: continue
            }
        }
    }

    public func image(named name: String) -> IBImageResource? { images.first { $0.name == name } }
    public func namedColor(_ name: String) -> IBColorResource? { namedColors.first { $0.name == name } }
    public func systemColor(_ name: String) -> IBColorResource? { systemColors.first { $0.name == name } }
}
