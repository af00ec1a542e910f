import XCTest
@testable import InterfaceBuilder

final class XibTests: XCTestCase {
    func testFilesOwnerAndTopLevelObjects() throws {
        let document = try Fixtures.document("ContactCell.xib")
        XCTAssertEqual(document.kind, .xib)
        XCTAssertTrue(document.scenes.isEmpty)
        XCTAssertNil(document.initialViewController)
        XCTAssertEqual(document.objects.map(\.name), ["placeholder", "placeholder", "tableViewCell", "view"])

        let owner = try XCTUnwrap(document.filesOwner)
        XCTAssertEqual(owner.id, "-1")
        XCTAssertEqual(owner.customClass, "ContactListViewController")
        XCTAssertEqual(owner.customModule, "Contacts")
        XCTAssertEqual(owner.userLabel, "File's Owner")
        let outlets = owner.connections.compactMap { connection -> String? in
            if case .outlet(let outlet) = connection { return "\(outlet.property)->\(outlet.destinationID)" }
            return nil
        }
        XCTAssertEqual(outlets, ["prototypeCell->KGk-i7-Jjw", "emptyView->emp-Vw-001"])

        let responder = try XCTUnwrap(document.firstResponder)
        XCTAssertEqual(responder.id, "-2")
        XCTAssertEqual(responder.customClass, "UIResponder")
    }

    func testCustomTableViewCell() throws {
        let document = try Fixtures.document("ContactCell.xib")
        let cell = try XCTUnwrap(document.object(id: "KGk-i7-Jjw")?.tableViewCell)
        XCTAssertEqual(cell.reuseIdentifier, "ContactCell")
        XCTAssertEqual(cell.style, .custom)
        XCTAssertEqual(cell.rowHeight, 64)
        XCTAssertEqual(cell.object.customClass, "ContactCell")
        XCTAssertNil(cell.object.parentID)
        XCTAssertEqual(cell.object.frame?.size, IBSize(width: 320, height: 64))

        let content = try XCTUnwrap(cell.contentView)
        XCTAssertEqual(content.subviews.map(\.id), ["avt-Im-g01", "nam-Lb-l01"])
        XCTAssertEqual(content.constraints.count, 5)
        XCTAssertEqual(content.constraints[3].firstItemID, "H2p-sc-9uM", "implicit firstItem is the content view")

        let avatar = content.subviews[0]
        XCTAssertEqual(avatar.image?.name, "avatar")
        XCTAssertNil(avatar.image?.catalog)
        XCTAssertEqual(avatar.constraints[1].multiplier, 1)
        XCTAssertEqual(avatar.runtimeAttributes.first?.value, .integer(20))

        let name = content.subviews[1]
        XCTAssertEqual(name.font?.kind, .named("AvenirNext-DemiBold", family: "Avenir Next"))
        let color = try XCTUnwrap(name.color(key: "textColor"))
        XCTAssertEqual(color.reference, .system("labelColor"), "Xcode 11 writes the system name and a fallback")
        XCTAssertEqual(color.components, .rgba(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(document.resolve(color)?.components, .white(0, alpha: 1), "the resource wins over the inline fallback")

        XCTAssertEqual(cell.object.connections.count, 2)
        XCTAssertEqual(cell.object.layoutGuides.first?.key, "safeArea")
        XCTAssertEqual(document.resources.image(named: "avatar")?.size, IBSize(width: 40, height: 40))
    }
}
