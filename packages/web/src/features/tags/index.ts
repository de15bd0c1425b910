/** Tags on charts, dashboards and saved queries (Superset's tagging system). */
export { customTagNames, saveObjectTags, tagChanges, tagNameProblem } from './api/tagsApi';
export { TagsFormItem, TagsSelect } from './components/TagsSelect';
