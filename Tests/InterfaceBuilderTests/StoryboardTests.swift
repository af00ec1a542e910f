import XCTest
@testable import InterfaceBuilder

final class StoryboardTests: XCTestCase {
    private var document: IBDocument!

    override func setUpWithError() throws {
        document = try Fixtures.document("Mail.storyboard")
    }

    func testDocumentHeader() throws {
        XCTAssertEqual(document.kind, .storyboard)
        XCTAssertEqual(document.toolsVersion, "22505")
        XCTAssertEqual(document.targetRuntime, "iOS.CocoaTouch")
        XCTAssertEqual(document.version, "3.0")
        XCTAssertTrue(document.usesAutolayout)
        XCTAssertTrue(document.usesSafeAreas)
        XCTAssertFalse(document.isLaunchScreen)
        XCTAssertEqual(document.initialViewControllerID, "tab-Ct-rl1")
        XCTAssertEqual(document.initialViewController?.name, "tabBarController")
        XCTAssertEqual(document.scenes.count, 9)
        XCTAssertTrue(document.objects.isEmpty, "storyboards keep their objects in scenes")
    }

    func testScenesAndPlaceholders() throws {
        let names = document.scenes.map { $0.controller?.name ?? "-" }
        XCTAssertEqual(names, ["tabBarController", "navigationController", "tableViewController", "viewController",
                               "viewController", "viewController", "tableViewController", "collectionViewController",
                               "viewControllerPlaceholder"])
        for scene in document.scenes {
            XCTAssertNotNil(scene.firstResponder, "every scene has a First Responder")
            XCTAssertEqual(scene.firstResponder?.userLabel, "First Responder")
        }
        let detail = try XCTUnwrap(document.scene(id: "sDt-Sc-n04"))
        XCTAssertEqual(detail.canvasLocation, IBPoint(x: 1680, y: -280))
        XCTAssertEqual(detail.otherObjects.map(\.name), ["tapGestureRecognizer"])
        XCTAssertEqual(document.scene(containing: "btn-Rp-ly1")?.id, "sDt-Sc-n04", "lookup by a deeply nested object")
        XCTAssertEqual(document.scene(storyboardIdentifier: "Message")?.id, "sDt-Sc-n04")

        let compose = try XCTUnwrap(document.scene(id: "sCm-Sc-n06"))
        XCTAssertEqual(compose.exit?.id, "ext-Cm-ps1")
        XCTAssertEqual(compose.placeholders.count, 1, "Exit is not a <placeholder>")
    }

    func testControllerIdentity() throws {
        let inbox = try XCTUnwrap(document.object(id: "lst-Tb-vc1"))
        XCTAssertEqual(inbox.name, "tableViewController")
        XCTAssertEqual(inbox.customClass, "InboxViewController")
        XCTAssertEqual(inbox.customModule, "Mail")
        XCTAssertEqual(inbox.customModuleProvider, "target")
        XCTAssertEqual(inbox.storyboardIdentifier, "Inbox")
        XCTAssertEqual(inbox.sceneMemberID, "viewController")
        XCTAssertTrue(inbox.isViewController)
        XCTAssertNil(inbox.parentID)
        XCTAssertEqual(inbox.container, "objects")
        XCTAssertEqual(inbox.child(key: "view")?.name, "tableView")
        XCTAssertEqual(inbox.child(key: "navigationItem")?.name, "navigationItem")
    }

    func testNavigationAndTabBarRelationships() throws {
        let tabSegues = document.connections(from: "tab-Ct-rl1").compactMap(\.segue)
        XCTAssertEqual(tabSegues.map(\.kind), Array(repeating: .relationship, count: 4))
        XCTAssertEqual(tabSegues.map(\.relationship), Array(repeating: "viewControllers", count: 4))
        XCTAssertEqual(tabSegues.map(\.destinationID), ["nav-Co-nt1", "set-Ta-bl1", "gal-Co-ll1", "ref-Pr-of1"])

        let root = try XCTUnwrap(document.connections(from: "nav-Co-nt1").first?.segue)
        XCTAssertEqual(root.kind, .relationship)
        XCTAssertEqual(root.relationship, "rootViewController")
        XCTAssertEqual(root.destinationID, "lst-Tb-vc1")

        let nav = try XCTUnwrap(document.object(id: "nav-Co-nt1"))
        XCTAssertEqual(nav.child(key: "navigationBar")?.bool("largeTitles"), true)
        let tab = try XCTUnwrap(nav.child(key: "tabBarItem")?.tabBarItem)
        XCTAssertEqual(tab.title, "Inbox")
        XCTAssertEqual(tab.image?.name, "tray")
        XCTAssertEqual(tab.image?.isSystemSymbol, true)
        XCTAssertEqual(tab.selectedImage?.name, "tray.fill")

        let settingsTab = try XCTUnwrap(document.object(id: "tbi-St-ng1")?.tabBarItem)
        XCTAssertEqual(settingsTab.tag, 2)
        XCTAssertEqual(document.object(id: "tbi-Gl-ry1")?.tabBarItem?.systemItem, "recents")
    }

    func testPrototypeCells() throws {
        let table = try XCTUnwrap(document.object(id: "lst-Tb-vw1")?.tableView)
        XCTAssertFalse(table.isStatic)
        XCTAssertEqual(table.style, .plain)
        XCTAssertEqual(table.rowHeight, -1)
        XCTAssertEqual(table.prototypeCells.count, 2)

        let basic = table.prototypeCells[0]
        XCTAssertEqual(basic.reuseIdentifier, "BasicCell")
        XCTAssertEqual(basic.style, .basic)
        XCTAssertEqual(basic.accessoryType, "disclosureIndicator")
        XCTAssertEqual(basic.selectionStyle, "default")
        XCTAssertEqual(basic.textLabel?.text, "Mailbox")
        XCTAssertNil(basic.detailTextLabel)
        XCTAssertEqual(basic.contentView?.name, "tableViewCellContentView")

        let custom = table.prototypeCells[1]
        XCTAssertEqual(custom.reuseIdentifier, "MessageCell")
        XCTAssertEqual(custom.style, .custom)
        XCTAssertEqual(custom.rowHeight, 88)
        XCTAssertEqual(custom.object.customClass, "MessageCell")
        let outlets = custom.object.connections.compactMap { connection -> (String, String)? in
            if case .outlet(let outlet) = connection { return (outlet.property, outlet.destinationID) }
            return nil
        }
        XCTAssertEqual(outlets.map(\.0), ["senderLabel", "subjectLabel"])
        XCTAssertEqual(outlets.map(\.1), ["msg-Sn-dr1", "msg-Sb-jt1"])
        XCTAssertEqual(custom.contentView?.subviews.map(\.id), ["msg-Sn-dr1", "msg-Sb-jt1"])
        XCTAssertEqual(custom.contentView?.constraints.count, 7)
    }

    func testShowSegueFromCell() throws {
        let segue = try XCTUnwrap(document.object(id: "bcl-Ce-ll1")?.connections.first?.segue)
        XCTAssertEqual(segue.kind, .show)
        XCTAssertEqual(segue.identifier, "showMessage")
        XCTAssertEqual(segue.sourceID, "bcl-Ce-ll1")
        XCTAssertEqual(segue.destinationID, "det-Vc-ml1")
        XCTAssertTrue(segue.animates)
        XCTAssertEqual(segue.location, try Fixtures.location(of: "<segue destination=\"det-Vc-ml1\"", in: "Mail.storyboard"))
    }

    func testModalSegueFromBarButtonItem() throws {
        let item = try XCTUnwrap(document.object(id: "nvi-In-bx1")?.navigationItem)
        XCTAssertEqual(item.title, "Inbox")
        XCTAssertEqual(item.largeTitleDisplayMode, "always")
        XCTAssertEqual(item.leftBarButtonItems.map(\.title), ["Edit"])
        XCTAssertEqual(item.leftBarButtonItems.first?.style, "plain")
        let compose = try XCTUnwrap(item.rightBarButtonItems.first)
        XCTAssertEqual(compose.systemItem, "compose")
        let segue = try XCTUnwrap(compose.object.connections.first?.segue)
        XCTAssertEqual(segue.kind, .presentation)
        XCTAssertEqual(segue.identifier, "compose")
        XCTAssertEqual(segue.modalPresentationStyle, "fullScreen")
        XCTAssertEqual(segue.modalTransitionStyle, "crossDissolve")
        XCTAssertEqual(segue.sourceID, "bbi-Cm-ps1")
    }

    func testEmbedSegueIntoContainerView() throws {
        let container = try XCTUnwrap(document.object(id: "cnt-Vw-ml1"))
        XCTAssertEqual(container.name, "containerView")
        let segue = try XCTUnwrap(container.connections.first?.segue)
        XCTAssertEqual(segue.kind, .embed)
        XCTAssertEqual(segue.identifier, "embedQuotes")
        XCTAssertEqual(document.object(id: segue.destinationID)?.customClass, "QuotedTextViewController")
        XCTAssertEqual(container.placeholderIntrinsicWidth, .infinity)
        XCTAssertEqual(container.placeholderIntrinsicHeight, 128)
    }

    func testUnwindSegueToExit() throws {
        let segue = try XCTUnwrap(document.object(id: "btn-Cn-cl1")?.connections.first?.segue)
        XCTAssertEqual(segue.kind, .unwind)
        XCTAssertEqual(segue.unwindAction, "unwindToInbox:")
        XCTAssertEqual(segue.identifier, "cancelCompose")
        let exit = try XCTUnwrap(document.object(id: segue.destinationID))
        XCTAssertTrue(exit.isExit)
        XCTAssertEqual(exit.sceneID, document.object(id: "btn-Cn-cl1")?.sceneID, "unwind goes to the Exit of the source's scene")
    }

    func testStoryboardReference() throws {
        let reference = try XCTUnwrap(document.object(id: "ref-Pr-of1"))
        XCTAssertEqual(reference.storyboardReference?.storyboardName, "Profile")
        XCTAssertEqual(reference.storyboardReference?.referencedIdentifier, "ProfileRoot")
        XCTAssertEqual(reference.child(key: "tabBarItem")?.tabBarItem?.title, "Me")
        XCTAssertNil(document.object(id: "lst-Tb-vc1")?.storyboardReference)
    }

    func testStaticTable() throws {
        let table = try XCTUnwrap(document.object(id: "set-Tb-vw1")?.tableView)
        XCTAssertTrue(table.isStatic)
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertTrue(table.prototypeCells.isEmpty)
        XCTAssertEqual(table.sections.count, 2)
        XCTAssertEqual(table.sections[0].headerTitle, "Account")
        XCTAssertNil(table.sections[0].footerTitle)
        XCTAssertEqual(table.sections[1].footerTitle, "Badges count unread messages.\nNotifications follow the system setting.")
        let signature = try XCTUnwrap(table.sections[0].cells.first)
        XCTAssertEqual(signature.style, .rightDetail)
        XCTAssertEqual(signature.textLabel?.text, "Signature")
        XCTAssertEqual(signature.detailTextLabel?.text, "Sent from my phone")
        let switchCell = try XCTUnwrap(table.sections[1].cells.first)
        XCTAssertEqual(switchCell.style, .custom)
        XCTAssertEqual(switchCell.contentView?.subviews.first?.name, "switch")
        XCTAssertEqual(switchCell.contentView?.subviews.first?.bool("on"), true)
    }

    func testStackViewAndConstraints() throws {
        let view = try XCTUnwrap(document.object(id: "det-Vw-ml1"))
        XCTAssertEqual(view.key, "view")
        XCTAssertEqual(view.frame, IBRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(view.autoresizingMask, [.widthSizable, .heightSizable])
        XCTAssertTrue(view.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(view.subviews.map(\.name), ["stackView", "containerView"])
        XCTAssertEqual(view.layoutGuides.map(\.key), ["safeArea"])

        let stack = view.subviews[0]
        XCTAssertEqual(stack.attribute("axis"), "vertical")
        XCTAssertEqual(stack.number("spacing"), 8)
        XCTAssertFalse(stack.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(stack.subviews.map(\.name), ["label", "label", "imageView", "button", "button"])
        XCTAssertEqual(stack.subviews.map(\.container), Array(repeating: "subviews", count: 5))
        XCTAssertEqual(stack.subviews.map(\.parentID), Array(repeating: "stk-De-tl1", count: 5))

        let constraints = view.constraints
        XCTAssertEqual(constraints.count, 8)
        let leading = constraints[0]
        XCTAssertEqual(leading.firstItemID, "stk-De-tl1")
        XCTAssertEqual(leading.firstAttribute, .leading)
        XCTAssertEqual(leading.secondItem, "sfa-De-tl1")
        XCTAssertEqual(document.element(id: "sfa-De-tl1")?.name, "viewLayoutGuide")
        XCTAssertEqual(leading.constant, 16)
        XCTAssertEqual(leading.relation, .equal)
        XCTAssertEqual(leading.multiplier, 1)
        XCTAssertEqual(leading.priority, 1000)
        XCTAssertEqual(leading.ownerID, "det-Vw-ml1")

        let height = constraints[6]
        XCTAssertEqual(height.firstAttribute, .height)
        XCTAssertEqual(height.multiplier, 0.375)
        XCTAssertEqual(height.priority, 750)
        XCTAssertEqual(constraints[7].relation, .greaterThanOrEqual)

        let image = stack.subviews[2]
        let aspect = try XCTUnwrap(image.constraints.first)
        XCTAssertNil(aspect.firstItem, "IB omits firstItem when it is the owning view")
        XCTAssertEqual(aspect.firstItemID, "img-At-ch1")
        XCTAssertEqual(aspect.multiplier, 16.0 / 9.0, accuracy: 1e-12)
        XCTAssertNil(image.constraints[1].secondItem)
        XCTAssertEqual(image.constraints[1].constant, 160)

        let baseline = try XCTUnwrap(document.object(id: "cmp-Vw-ml1")?.constraints.last)
        XCTAssertEqual(baseline.firstAttribute, .firstBaseline)
        XCTAssertEqual(baseline.secondAttribute, .lastBaseline)
        XCTAssertTrue(baseline.isSymbolic)

        let cellConstraint = try XCTUnwrap(document.object(id: "msg-Cv-ew1")?.constraints.first)
        XCTAssertEqual(cellConstraint.secondAttribute, .leadingMargin)

        let subject = stack.subviews[1]
        XCTAssertEqual(subject.verticalHuggingPriority, 251)
        XCTAssertNil(stack.subviews[0].horizontalCompressionResistancePriority)
        XCTAssertEqual(document.object(id: "msg-Sb-jt1")?.horizontalCompressionResistancePriority, 749)
    }

    func testScrollViewLayoutGuides() throws {
        let scroll = try XCTUnwrap(document.object(id: "scr-Cm-ps1"))
        XCTAssertEqual(scroll.layoutGuides.map(\.key), ["contentLayoutGuide", "frameLayoutGuide"])
        XCTAssertEqual(scroll.constraints.map(\.secondItem), ["ctg-Cm-ps1", "ftg-Cm-ps1"])
    }

    func testLabelsTextAndFonts() throws {
        let subject = try XCTUnwrap(document.object(id: "lbl-Sb-jt2"))
        XCTAssertEqual(subject.text, "Lunch on Friday?")
        XCTAssertEqual(subject.font?.kind, .textStyle("UICTFontTextStyleHeadline"))
        XCTAssertEqual(subject.accessibility?.identifier, "message.subject")
        XCTAssertEqual(subject.accessibility?.label, "Subject")
        XCTAssertEqual(subject.accessibility?.traits, ["staticText", "header"])
        XCTAssertTrue(subject.isNil(key: "highlightedColor"))
        XCTAssertFalse(subject.isNil(key: "textColor"))

        let body = try XCTUnwrap(document.object(id: "lbl-Bo-dy1"))
        XCTAssertEqual(body.text, "Hi all,\n\tare we still on for Friday & the new place?\n— A")
        XCTAssertEqual(body.font?.kind, .named("Georgia-Italic", family: "Georgia"))
        XCTAssertEqual(body.font?.pointSize, 15)
        XCTAssertEqual(body.attribute("numberOfLines"), "0")

        XCTAssertEqual(document.object(id: "msg-Sn-dr1")?.font?.kind, .boldSystem)
        XCTAssertEqual(document.object(id: "btn-Ar-ch1")?.font?.kind, .italicSystem)
        XCTAssertEqual(document.object(id: "txf-To-ad1")?.font?.kind, .system(weight: nil))
        XCTAssertEqual(document.object(id: "txf-To-ad1")?.attribute("placeholder"), "To:")
    }

    func testButtons() throws {
        let reply = try XCTUnwrap(document.object(id: "btn-Rp-ly1"))
        let configuration = try XCTUnwrap(reply.buttonConfiguration)
        XCTAssertEqual(configuration.style, "filled")
        XCTAssertEqual(configuration.title, "Reply")
        XCTAssertEqual(configuration.image?.name, "arrowshape.turn.up.left")
        XCTAssertEqual(configuration.imagePlacement, "trailing")
        XCTAssertEqual(configuration.imagePadding, 6)
        XCTAssertEqual(configuration.cornerStyle, "capsule")
        XCTAssertEqual(configuration.titleFont?.kind, .system(weight: "semibold"))
        XCTAssertEqual(configuration.baseForegroundColor?.components, .white(1, alpha: 1))
        XCTAssertEqual(configuration.baseBackgroundColor?.reference, .system("systemBlueColor"))
        let action = try XCTUnwrap(reply.connections.first)
        guard case .action(let tap) = action else { return XCTFail("expected an action, got \(action)") }
        XCTAssertEqual(tap.selector, "reply:")
        XCTAssertEqual(tap.destinationID, "det-Vc-ml1")
        XCTAssertEqual(tap.eventType, "touchUpInside")

        let archive = try XCTUnwrap(document.object(id: "btn-Ar-ch1"))
        XCTAssertNil(archive.buttonConfiguration)
        XCTAssertEqual(archive.buttonStates.map(\.state), ["normal", "highlighted"])
        let normal = try XCTUnwrap(archive.buttonState("normal"))
        XCTAssertEqual(normal.title, "Archive")
        XCTAssertEqual(normal.image?.name, "archivebox")
        XCTAssertEqual(normal.image?.catalog, "system")
        XCTAssertEqual(normal.titleColor?.colorSpace, .calibratedRGB)
        XCTAssertEqual(archive.buttonState("highlighted")?.title, "Archiving…")
        XCTAssertEqual(archive.insets(key: "imageEdgeInsets"), IBEdgeInsets(top: 0, left: 0, bottom: 0, right: 4))

        let image = try XCTUnwrap(document.object(id: "img-At-ch1")?.image)
        XCTAssertEqual(image.name, "paperclip")
        XCTAssertTrue(image.isSystemSymbol)
        XCTAssertEqual(image.symbolScale, "large")
    }

    func testUserDefinedRuntimeAttributes() throws {
        let attributes = try XCTUnwrap(document.object(id: "btn-Ar-ch1")?.runtimeAttributes)
        XCTAssertEqual(attributes.map(\.keyPath), [
            "layer.masksToBounds", "layer.cornerRadius", "maximumRetries", "analyticsName", "confirmationText",
            "layer.borderUIColor", "shadowOffsetSize", "anchor", "hitArea", "highlightRange", "badgeImage", "previewProvider",
        ])
        XCTAssertEqual(attributes[0].value, .boolean(true))
        XCTAssertEqual(attributes[1].value, .real(8.5))
        XCTAssertEqual(attributes[2].value, .integer(3))
        XCTAssertEqual(attributes[3].value, .string("archive_button"))
        XCTAssertEqual(attributes[4].value, .localizedString("Archive this message?"))
        guard case .color(let color) = attributes[5].value else { return XCTFail("expected a colour") }
        XCTAssertEqual(color.reference, .system("separatorColor"))
        XCTAssertEqual(document.resolve(color)?.components?.alpha ?? 0, 0.29, accuracy: 1e-9)
        XCTAssertEqual(attributes[6].value, .size(IBSize(width: 0, height: 2)))
        XCTAssertEqual(attributes[7].value, .point(IBPoint(x: 0.5, y: 1)))
        XCTAssertEqual(attributes[8].value, .rect(IBRect(x: -4, y: -4, width: 99, height: 38)))
        XCTAssertEqual(attributes[9].value, .range(location: 2, length: 5))
        XCTAssertEqual(attributes[10].value, .image("badge"))
        XCTAssertEqual(attributes[11].value, .nil)
        XCTAssertEqual(attributes.map(\.type).last, "nil")
    }

    func testNamedAndSystemColors() throws {
        let subject = try XCTUnwrap(document.object(id: "lbl-Sb-jt2")?.color(key: "textColor"))
        XCTAssertEqual(subject.reference, .named("AccentColor"))
        XCTAssertNil(subject.components)
        let accent = try XCTUnwrap(document.resolve(subject))
        XCTAssertEqual(accent.colorSpace, .sRGB)
        XCTAssertEqual(accent.components, .rgba(red: 0, green: 0.47843137254901963, blue: 0.99607843137254903, alpha: 1))

        let background = try XCTUnwrap(document.object(id: "det-Vw-ml1")?.color(key: "backgroundColor"))
        XCTAssertEqual(background.reference, .system("systemBackgroundColor"))
        XCTAssertEqual(document.resolve(background)?.components, .white(1, alpha: 1))
        XCTAssertEqual(document.resolve(background)?.colorSpace, .genericGamma22Gray)

        XCTAssertEqual(document.object(id: "img-At-ch1")?.color(key: "tintColor")?.colorSpace, .displayP3)
        XCTAssertEqual(document.object(id: "chd-Vw-ml1")?.color(key: "backgroundColor")?.components, .white(0.95999999999999996, alpha: 1))
        XCTAssertEqual(document.object(id: "chd-Vw-ml1")?.color(key: "backgroundColor")?.colorSpace, .calibratedWhite)
        XCTAssertEqual(document.object(id: "txv-Bo-dy1")?.color(key: "textColor")?.reference, .cocoaTouchSystem("darkTextColor"))
        XCTAssertNil(document.resolve(try XCTUnwrap(document.object(id: "txv-Bo-dy1")?.color(key: "textColor"))),
                     "no components are recorded for cocoaTouchSystemColor")

        XCTAssertEqual(document.resources.namedColors.map(\.name), ["AccentColor"])
        XCTAssertEqual(document.resources.systemColors.count, 7)
        XCTAssertEqual(document.resources.image(named: "gear")?.size, IBSize(width: 128, height: 122))
        XCTAssertEqual(document.resources.image(named: "gear")?.catalog, "system")
        XCTAssertNil(document.resources.image(named: "badge")?.catalog)
    }

    func testOutletCollectionsAndGestureRecognizer() throws {
        let collections = document.connections(from: "det-Vc-ml1").compactMap { connection -> IBOutletCollectionConnection? in
            if case .outletCollection(let collection) = connection { return collection }
            return nil
        }
        XCTAssertEqual(collections.map(\.property), ["textLabels", "textLabels"])
        XCTAssertEqual(collections.map(\.destinationID), ["lbl-Sb-jt2", "lbl-Bo-dy1"])
        XCTAssertEqual(collections.first?.collectionClass, "NSMutableArray")
        XCTAssertEqual(collections.first?.appends, false)

        guard case .outletCollection(let gestures)? = document.object(id: "det-Vw-ml1")?.connections.first else {
            return XCTFail("the view should hold its gestureRecognizers collection")
        }
        XCTAssertTrue(gestures.appends)
        let tap = try XCTUnwrap(document.object(id: gestures.destinationID))
        XCTAssertEqual(tap.name, "tapGestureRecognizer")
        XCTAssertEqual(tap.number("numberOfTapsRequired"), 2)
        guard case .action(let action)? = tap.connections.first else { return XCTFail("expected an action") }
        XCTAssertNil(action.eventType, "gesture recognizers have a single action")
        XCTAssertEqual(action.selector, "toggleRead:")

        let outlet = document.connections(from: "det-Vc-ml1").first
        guard case .outlet(let subjectOutlet)? = outlet else { return XCTFail("expected an outlet") }
        XCTAssertTrue(subjectOutlet.appliesToXIBs)
        XCTAssertEqual(document.connections(to: "cst-Dt-l07").count, 1, "outlets may point at constraints")
    }

    func testCollectionView() throws {
        let collection = try XCTUnwrap(document.object(id: "gal-Cv-ew1")?.collectionView)
        let layout = try XCTUnwrap(collection.flowLayout)
        XCTAssertEqual(layout.scrollDirection, "horizontal")
        XCTAssertEqual(layout.minimumLineSpacing, 12)
        XCTAssertEqual(layout.minimumInteritemSpacing, 6)
        XCTAssertEqual(layout.itemSize, IBSize(width: 120, height: 160))
        XCTAssertEqual(layout.sectionInset, IBEdgeInsets(top: 8, left: 16, bottom: 4, right: 20))
        XCTAssertEqual(collection.prototypeCells.map(\.reuseIdentifier), ["AttachmentCell"])
        let cell = try XCTUnwrap(collection.prototypeCells.first)
        XCTAssertEqual(cell.contentView?.subviews.first?.name, "imageView")
        XCTAssertEqual(cell.object.autoresizingMask, [.flexibleMaxX, .flexibleMaxY])
    }

    func testNavigationItemBarButtonLists() throws {
        let item = try XCTUnwrap(document.object(id: "nvi-Ms-g01")?.navigationItem)
        XCTAssertEqual(item.largeTitleDisplayMode, "never")
        XCTAssertEqual(item.rightBarButtonItems.map { $0.image?.name ?? $0.systemItem ?? "" }, ["trash", "flexibleSpace"])
        XCTAssertTrue(item.leftBarButtonItems.isEmpty)
    }

    func testEveryConnectionHasItsPosition() throws {
        let text = try Fixtures.text("Mail.storyboard").components(separatedBy: "\n")
        XCTAssertEqual(document.connections.count, 28)
        for connection in document.connections {
            let line = text[connection.location.line - 1]
            let column = line.unicodeScalars.index(line.unicodeScalars.startIndex, offsetBy: connection.location.column - 1)
            XCTAssertTrue(String(line.unicodeScalars[column...]).hasPrefix("<\(connection.element.name) "),
                          "\(connection.location) should point at the <\(connection.element.name)>")
            XCTAssertTrue(line.contains("id=\"\(connection.id ?? "")\""))
        }
    }
}
